import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React adopts markup rendered on the server (it reads the server snapshot then), true from the next
 * render on, and true at once in a component rendered in the browser. React's own rule for rendering what the build
 * rendered during hydration: each component reads it for itself, so a part adopted later (a page's Suspense boundary,
 * after the shell) still renders as the build did, whatever has reached the query cache meanwhile.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
