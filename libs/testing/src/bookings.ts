import request from 'supertest';
import type { GameRef } from '@app/contracts';
import { unique } from './test-env';

type Server = Parameters<typeof request>[0];

/** yyyy-MM-dd `days` from today in UTC: far enough ahead (30+) that no business time zone disagrees. */
export const daysFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The ids of the public catalogue's games (seeded), in list order. */
export async function catalogueGameIds(server: Server): Promise<number[]> {
  const res = await request(server).get('/api/games').expect(200);
  return (res.body as { id: number; custom?: boolean }[]).filter((g) => !g.custom).map((g) => g.id);
}

/** A valid POST /api/bookings body (SPEC §3) for these games; `overrides` replace top-level fields. */
export function bookingPayload(games: GameRef[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    parentName: 'Jamie Rivera',
    parentEmail: `${unique('parent')}@example.com`,
    parentPhone: '(555) 123-4567',
    childName: 'Alex',
    childAge: 8,
    eventDate: daysFromToday(45),
    eventTime: '14:00',
    selectedGames: games,
    guestCount: 10,
    eventType: 'birthday',
    intensity: 'medium',
    location: {
      address: '12 Oak Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      spaceDetails: 'Big back yard with grass',
    },
    addOns: { photography: false, videography: false, customShirts: false, customAwards: false },
    ...overrides,
  };
}
