import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders at build time (the pre-rendered public pages) and while the browser adopts that markup,
 * true from then on. A form painted before its JavaScript runs must not submit natively: the browser would send a GET
 * to the page itself, with what was typed in the URL, and the page would reload empty.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
