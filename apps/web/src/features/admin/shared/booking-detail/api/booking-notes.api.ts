import type { AdminNoteRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/api/keys';

/** POST /api/admin/bookings/{id}/notes; the booking's activity (its history) is read again. */
export function useAddBookingNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminNoteRequest) => api.post<void>(`/api/admin/bookings/${encodeURIComponent(id)}/notes`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.booking(id) }),
  });
}
