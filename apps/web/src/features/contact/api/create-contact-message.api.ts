import type { ContactMessageRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const createContactMessage = (body: ContactMessageRequest) =>
  api.post<{ id: string; createdAt: string }>('/api/contact-messages', body);

export const useCreateContactMessage = () => useMutation({ mutationFn: createContactMessage });
