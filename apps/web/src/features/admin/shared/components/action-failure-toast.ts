import type { ToastInput } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';

/** The toast of an admin action the server refused (its message) or that never reached it (the network's). */
export const actionFailureToast = (title: string, error: Error): ToastInput => ({
  title,
  description: readApiError(error).message ?? error.message,
  variant: 'destructive',
});
