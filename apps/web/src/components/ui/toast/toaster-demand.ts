import { useSyncExternalStore } from 'react';

// The toast UI (Radix Toast + Jotai) is downloaded only once a page that can show toasts mounts, which keeps it out
// of the home page's JavaScript budget. A plain module flag, because the shell must read it before Jotai is loaded.
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((notify) => notify());
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

// A pre-rendered page holds no toaster: false at build time and while hydrating, the live flag right after.
export const useToasterRequested = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
