import type { CalendarAllocation } from '@app/contracts';

/** A pending 3-game booking holding team 1 on Wed, Dec 9, 2026 at 2:00 PM (the admin calendar's tests). */
export const allocation = (overrides: Partial<CalendarAllocation> = {}): CalendarAllocation => ({
  id: 'a1',
  teamId: 1,
  bookingId: '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef',
  shortId: '34CD56EF',
  childName: 'Alex',
  bookingStatus: 'pending',
  kind: 'hold',
  eventDate: '2026-12-09',
  eventTime: '14:00',
  durationMinutes: 90,
  gameCount: 3,
  startsAt: '2026-12-09T19:30:00.000Z',
  endsAt: '2026-12-09T23:00:00.000Z',
  holdExpiresAt: '2026-12-01T16:05:00.000Z',
  hostNames: [],
  ...overrides,
});
