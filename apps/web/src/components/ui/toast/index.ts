// Pages import the hook from here; the app provider imports ToastOutlet directly so the toast UI stays lazy.
export { useToast } from './use-toast.hook';
export type { ToastInput } from './toast.types';
