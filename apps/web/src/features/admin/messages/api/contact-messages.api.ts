import type { AdminContactMessage } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

const CONTACT_MESSAGES = ['admin', 'contact-messages'] as const;

/** GET /api/admin/contact-messages: newest first. */
export const useContactMessages = () =>
  useQuery({
    queryKey: CONTACT_MESSAGES,
    queryFn: () => api.get<AdminContactMessage[]>('/api/admin/contact-messages'),
  });

/** PATCH /api/admin/contact-messages/{id} {read}. */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, read }: { id: string; read: boolean }) =>
      (await apiRequest('PATCH', `/api/admin/contact-messages/${id}`, { read })).json() as Promise<AdminContactMessage>,
    onSuccess: (updated) =>
      queryClient.setQueryData<AdminContactMessage[]>(CONTACT_MESSAGES, (messages) =>
        messages?.map((m) => (m.id === updated.id ? updated : m)),
      ),
  });
}
