import { adminKeys } from '@/features/admin/shared/api/keys';
import { sharedKeyRoots } from '@/lib/shared-query-keys';

const all = [...adminKeys.all, 'calendar'] as const;

export const calendarKeys = {
  range: (from: string, to: string) => [...all, from, to] as const,
  nextBooking: (after: string) => [...all, 'next-booking', after] as const,
  blackoutDays: () => [...adminKeys.all, 'blackout-days'] as const,
  /** Under the free times' root, which a change to teams, hours or blackout days reads again. */
  /** The waiting list's counts per day of a month, and one day's families (docs/product/waitlist.md#the-office). */
  waitlistDays: (from: string, to: string) => [...adminKeys.all, 'waitlist', 'days', from, to] as const,
  waitlistDay: (day: string) => [...adminKeys.all, 'waitlist', 'day', day] as const,
  freeTimes: (date: string, games: number) => [...sharedKeyRoots.availability, date, games] as const,
};
