import { describe, expect, it } from 'vitest';
import type { HeldTime } from '../state/reservation.atom';
import { dueForRefresh, holdsTime, isLive, wantedTime } from './time-reservation';

const reservedAt = Date.parse('2026-12-01T20:48:00Z');
const held: HeldTime = {
  token: 'a1b2c3d4-0000-4000-8000-000000000001',
  eventDate: '2026-12-12',
  eventTime: '14:00',
  games: 4,
  reservedAt: new Date(reservedAt).toISOString(),
  expiresAt: new Date(reservedAt + 10 * 60_000).toISOString(),
};
const minutes = (m: number) => reservedAt + m * 60_000;

describe('the reservation of step 2', () => {
  it('asks for a time only with a day, a start time and a game count the API accepts', () => {
    expect(wantedTime('2026-12-12', '14:00', 4)).toEqual({ eventDate: '2026-12-12', eventTime: '14:00', games: 4 });
    expect(wantedTime('', '14:00', 4)).toBeNull();
    expect(wantedTime('2026-12-12', '', 4)).toBeNull();
    expect(wantedTime('2026-12-12', '14:00', 2)).toBeNull();
    expect(wantedTime('2026-12-12', '14:00', 21)).toBeNull();
  });

  it('holds a time only when day, start and game count all match: more games are another reservation', () => {
    expect(holdsTime(held, wantedTime('2026-12-12', '14:00', 4))).toBe(true);
    expect(holdsTime(held, wantedTime('2026-12-12', '14:00', 6))).toBe(false);
    expect(holdsTime(held, wantedTime('2026-12-12', '14:15', 4))).toBe(false);
    expect(holdsTime(held, wantedTime('2026-12-13', '14:00', 4))).toBe(false);
    expect(holdsTime(null, wantedTime('2026-12-12', '14:00', 4))).toBe(false);
  });

  it('is live until its expiry, and refreshed by activity after half its life or once lapsed', () => {
    expect(isLive(held, minutes(9))).toBe(true);
    expect(isLive(held, minutes(10))).toBe(false);
    expect(dueForRefresh(held, minutes(4))).toBe(false);
    expect(dueForRefresh(held, minutes(5))).toBe(true);
    expect(dueForRefresh(held, minutes(12))).toBe(true);
  });
});
