import { IsRestoringProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

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
