import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/api/keys';

/** POST /api/admin/bookings/{id}/resend-confirmation; the booking's activity (its history, documents) is read again. */
export function useResendConfirmation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>(`/api/admin/bookings/${encodeURIComponent(id)}/resend-confirmation`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.booking(id) }),
  });
}
