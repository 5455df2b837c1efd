import type { AdminContactMessage } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/admin/contact-messages: newest first (the inbox lists them, the section bar counts the unread). */
export const useContactMessages = () =>
  useQuery({
    queryKey: adminKeys.contactMessages(),
    queryFn: () => api.get<AdminContactMessage[]>('/api/admin/contact-messages'),
  });
