import { useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast.constants';
import { toastQueueAtom } from './toast-queue.atom';
import { requestToaster } from './toaster-demand';
import type { ToastInput } from './toast.types';

let counter = 0;

export function useToast() {
  const setQueue = useSetAtom(toastQueueAtom);
  // Any component that may toast makes sure the toast viewport is mounted (and its code loaded).
  useEffect(requestToaster, []);

  const dismiss = useCallback(
    (id: string) => {
      setQueue((queue) => queue.map((t) => (t.id === id ? { ...t, open: false } : t)));
      setTimeout(() => setQueue((queue) => queue.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
    },
    [setQueue],
  );

  const toast = useCallback(
    (input: ToastInput) => {
      const id = `toast-${++counter}`;
      // A new toast replaces the visible one: the spec allows one at a time.
      setQueue((queue) => [{ ...input, id, open: true }, ...queue].slice(0, TOAST_LIMIT));
      return id;
    },
    [setQueue],
  );

  return { toast, dismiss };
}
