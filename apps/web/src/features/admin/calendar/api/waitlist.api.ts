import type { AdminWaitlistEntry, OfferWaitlistTimeDto, WaitlistDayCounts, WaitlistOfferView } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { useAdminChange } from './calendar.api';
import { calendarKeys } from './keys';

const entryPath = (id: string) => `/api/admin/waitlist/entries/${encodeURIComponent(id)}`;

/** GET /api/admin/waitlist/days: how many families wait on each day of the month shown (days with none are left out). */
export const useWaitlistDays = (from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: calendarKeys.waitlistDays(from, to),
    queryFn: () => api.get<WaitlistDayCounts>('/api/admin/waitlist/days', { from, to }),
    select: (counts): ReadonlyMap<string, number> => new Map(counts.days.map((d) => [d.date, d.waiting])),
    enabled,
  });

/** GET /api/admin/waitlist?day=: the families waiting for a day, in the order a freed time is offered to them. */
export const useWaitlistDay = (day: string) =>
  useQuery({
    queryKey: calendarKeys.waitlistDay(day),
    queryFn: () => api.get<AdminWaitlistEntry[]>('/api/admin/waitlist', { day }),
  });

/** POST /api/admin/waitlist/entries/:id/offer: holds a free start for the family (409 SLOT_TAKEN, WAITLIST_*). */
export const useOfferWaitlistTime = () =>
  useAdminChange(({ entryId, ...time }: OfferWaitlistTimeDto & { entryId: string }) =>
    api.post<WaitlistOfferView>(`${entryPath(entryId)}/offer`, time),
  );

/** DELETE /api/admin/waitlist/entries/:id: off the list; a time held for them goes to the next family. */
export const useRemoveFromWaitlist = () =>
  useAdminChange((entryId: string) => apiRequest('DELETE', entryPath(entryId)));
