import type {
  AdminTeam,
  AvailabilityResponse,
  BlackoutDay,
  CalendarResponse,
  DayRangeRequest,
  MoveBookingRequest,
  NextBookingResponse,
  UpdateTeamRequest,
  WorkingWindow,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { sharedKeyRoots } from '@/lib/shared-query-keys';
import { calendarKeys } from './keys';

/** GET /api/admin/calendar: a day's or a week's allocations per team, with the teams and blackout days. */
export const useCalendar = (from: string, to: string) =>
  useQuery({
    queryKey: calendarKeys.range(from, to),
    queryFn: () => api.get<CalendarResponse>('/api/admin/calendar', { from, to }),
  });

/** GET /api/admin/calendar/next-booking: the first day after `after` with a booking (null: none), read afresh. */
export const fetchNextBooking = (queryClient: QueryClient, after: string) =>
  queryClient.fetchQuery({
    queryKey: calendarKeys.nextBooking(after),
    queryFn: () => api.get<NextBookingResponse>('/api/admin/calendar/next-booking', { after }),
    staleTime: 0,
  });

/** GET /api/availability for one day: the free start times offered when moving a booking of `games` games. */
export const useFreeTimes = (date: string, games: number) =>
  useQuery({
    queryKey: calendarKeys.freeTimes(date, games),
    queryFn: async () =>
      (await api.get<AvailabilityResponse>('/api/availability', { from: date, to: date, games })).days,
    select: (days) => days[0]?.times ?? [],
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });

export const useBlackoutDays = () =>
  useQuery({
    queryKey: calendarKeys.blackoutDays(),
    queryFn: () => api.get<BlackoutDay[]>('/api/admin/blackout-days'),
  });

/**
 * Any change to teams, hours, time off, blackout days or a time held for a waiting family: the calendar, the teams,
 * the waiting list and free times are read again.
 */
export function useAdminChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      await queryClient.invalidateQueries({ queryKey: sharedKeyRoots.availability });
    },
  });
}

const json = async (response: Response) => (response.status === 204 ? undefined : response.json());

/** POST /api/admin/bookings/{id}/move: another team and/or day and start time (409 SLOT_TAKEN when not free). */
export const useMoveBooking = () =>
  useAdminChange(({ bookingId, ...body }: MoveBookingRequest & { bookingId: string }) =>
    api.post<void>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/move`, body),
  );

export const useCreateTeam = () => useAdminChange((name: string) => api.post<AdminTeam>('/api/admin/teams', { name }));

export const useUpdateTeam = () =>
  useAdminChange(({ id, ...change }: UpdateTeamRequest & { id: number }) =>
    api.patch<AdminTeam>(`/api/admin/teams/${id}`, change),
  );

export const useReplaceWindows = () =>
  useAdminChange(async ({ id, windows }: { id: number; windows: WorkingWindow[] }) =>
    json(await apiRequest('PUT', `/api/admin/teams/${id}/windows`, { windows })),
  );

export const useAddTimeOff = () =>
  useAdminChange(({ id, ...range }: DayRangeRequest & { id: number }) =>
    api.post<AdminTeam>(`/api/admin/teams/${id}/time-off`, range),
  );

export const useRemoveTimeOff = () =>
  useAdminChange(async ({ id, timeOffId }: { id: number; timeOffId: number }) =>
    json(await apiRequest('DELETE', `/api/admin/teams/${id}/time-off/${timeOffId}`)),
  );

export const useAddBlackoutDays = () =>
  useAdminChange((range: DayRangeRequest) => api.post<BlackoutDay>('/api/admin/blackout-days', range));

export const useRemoveBlackoutDays = () =>
  useAdminChange(async (id: number) => json(await apiRequest('DELETE', `/api/admin/blackout-days/${id}`)));
