import { startTransition, useEffect, useState } from 'react';

/** The path of the server-rendered page React is adopting (main.tsx), until the visitor first moves to another one. */
let adopting: string | null = null;

/** main.tsx, before adopting a server-rendered page: the components it draws first render as the server did. */
export const startAdopting = () => {
  adopting = window.location.pathname;
};

const isAdopting = () => {
  if (adopting !== null && window.location.pathname !== adopting) adopting = null;
  return adopting !== null;
};

/**
 * False while React adopts markup rendered on the server (and there), true from then on, and true at once in a
 * component rendered in the browser after the visitor has left the adopted page. A component on the adopted page
 * renders as the server did (even in a part adopted later, a page's Suspense boundary after the shell, whatever has
 * reached the query cache meanwhile), then turns true in a transition: React renders what follows in slices, yielding
 * to the browser, where useSyncExternalStore's server snapshot forced one blocking render of every such component
 * (on /booking, the whole wizard with its prices: the page's longest task).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !isAdopting());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
