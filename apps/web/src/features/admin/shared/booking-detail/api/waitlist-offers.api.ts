import type { AdminWaitlistOffer } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { api } from '@/lib/api-client';

/**
 * GET /api/admin/waitlist/offers?bookingId=: who was offered the time this booking gave back (a cancellation or a
 * move), in the order they were offered it, and how each offer ended.
 */
export const useWaitlistOffers = (bookingId: string) =>
  useQuery({
    queryKey: adminKeys.bookingWaitlistOffers(bookingId),
    queryFn: () => api.get<AdminWaitlistOffer[]>('/api/admin/waitlist/offers', { bookingId }),
  });
