import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaitlistEntryView, WaitlistOfferView } from '@app/contracts';
import { api, withQuery } from '@/lib/api-client';
import { waitlistKeys } from './keys';

const entryPath = (id: string) => `/api/waitlist/entries/${encodeURIComponent(id)}`;
const offerPath = (id: string) => `/api/waitlist/offers/${encodeURIComponent(id)}`;

/** GET /api/waitlist/entries/:id?token=: the place on the list a leave link opens (404 WAITLIST_LINK_INVALID). */
export const useWaitlistEntry = (id: string, token: string) =>
  useQuery(
    queryOptions({
      queryKey: waitlistKeys.entry(id, token),
      queryFn: () => api.get<WaitlistEntryView>(entryPath(id), { token }),
      retry: false,
    }),
  );

/** GET /api/waitlist/offers/:id?token=: the offer a decline link or the wizard's offer token opens. */
const waitlistOfferQueryOptions = (id: string, token: string) =>
  queryOptions({
    queryKey: waitlistKeys.offer(id, token),
    queryFn: () => api.get<WaitlistOfferView>(offerPath(id), { token }),
    retry: false,
    // The offer ends by itself (declined, lapsed, booked): read it again when the page is shown again.
    staleTime: 0,
  });

/** Not asked without an id and a token (the wizard without an offer). */
export const useWaitlistOffer = (id: string, token: string) =>
  useQuery({ ...waitlistOfferQueryOptions(id, token), enabled: Boolean(id && token) });

/** POST /api/waitlist/entries/:id/leave?token=: off the list; the page shows the entry as the server answers it. */
export function useLeaveWaitlist(id: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<WaitlistEntryView>(withQuery(`${entryPath(id)}/leave`, { token })),
    onSuccess: (entry) => queryClient.setQueryData(waitlistKeys.entry(id, token), entry),
  });
}

/** POST /api/waitlist/offers/:id/decline?token=: the time goes to the next family; the offer as it then stands. */
export function useDeclineOffer(id: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<WaitlistOfferView>(withQuery(`${offerPath(id)}/decline`, { token })),
    onSuccess: (offer) => queryClient.setQueryData(waitlistKeys.offer(id, token), offer),
  });
}
