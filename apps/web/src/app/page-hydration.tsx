import { IsRestoringProvider, useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

let pageHydrated: (() => void) | undefined;

/**
 * While a pre-rendered page is being adopted, no query subscribes or fetches: TanStack's "restoring" state, as for a
 * restored cache. React adopts the page's Suspense boundary after the shell, and an answer the markup was not
 * rendered with (/api/site, /api/session) must not reach the cache before it, or the page would render differently.
 * Then the page's data, the build's seed (stamped as old as can be by main.tsx), is asked of the API again.
 */
export function PageHydrationGate({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [restoring, setRestoring] = useState(hydrating);
  pageHydrated = () => setRestoring(false);
  useEffect(() => {
    // After the children's effects: the page's queries have subscribed, so refetching reaches them. (Without a
    // pre-rendered page no query holds data stamped 0, and this does nothing.)
    if (!restoring)
      void queryClient.invalidateQueries({ predicate: ({ state }) => !state.dataUpdatedAt && !!state.data });
  }, [queryClient, restoring]);
  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>;
}

/** In the page's Suspense boundary: its effect runs once the page itself has been adopted. */
export function PageHydrated() {
  useEffect(() => pageHydrated?.(), []);
  return null;
}

const noSubscription = () => () => undefined;

/**
 * Every control on a pre-rendered page is disabled until the page has been adopted: painted before its JavaScript, a
 * tap there would do nothing, a form would submit natively (a GET to the page itself, reloading it empty), and what
 * was typed would be replaced by the form's defaults. One fieldset around the app does it for all of them; it draws
 * no box and means nothing to assistive technology. Rendered at build time and while adopted: disabled; then enabled
 * once the page's own boundary has hydrated (PageHydrated ends the restoring state). Pages rendered in the browser
 * are never disabled.
 */
export function HydrationFence({ children }: { children: ReactNode }) {
  // False at build time and while React adopts the markup (the server snapshot), true from then on.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const restoring = useIsRestoring();
  return (
    <fieldset className="hydration-fence" role="presentation" disabled={!hydrated || restoring}>
      {children}
    </fieldset>
  );
}
