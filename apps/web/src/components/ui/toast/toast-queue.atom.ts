import { atom } from 'jotai';
import type { ToastItem } from './toast.types';

/** The toasts currently mounted, newest first; at most TOAST_LIMIT of them. */
export const toastQueueAtom = atom<ToastItem[]>([]);
