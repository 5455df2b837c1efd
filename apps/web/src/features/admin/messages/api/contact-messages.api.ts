import type { AdminContactMessage } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { apiRequest } from '@/lib/api-client';

/** PATCH /api/admin/contact-messages/{id} {read}. */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, read }: { id: string; read: boolean }) =>
      (await apiRequest('PATCH', `/api/admin/contact-messages/${id}`, { read })).json() as Promise<AdminContactMessage>,
    onSuccess: (updated) =>
      queryClient.setQueryData<AdminContactMessage[]>(adminKeys.contactMessages(), (messages) =>
        messages?.map((m) => (m.id === updated.id ? updated : m)),
      ),
  });
}
