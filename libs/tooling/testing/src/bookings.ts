import { execFileSync } from 'node:child_process';
import request from 'supertest';
import type { GameRef } from '@app/contracts';
import { unique } from './test-env';
import { bookingBody } from './booking-body';

type Server = Parameters<typeof request>[0];

/** yyyy-MM-dd `days` from today in UTC: far enough ahead (30+) that no business time zone disagrees. */
export const daysFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The ids of the public catalogue's games (seeded), in list order. */
export async function catalogueGameIds(server: Server): Promise<number[]> {
  const res = await request(server).get('/api/games').expect(200);
  return (res.body as { id: number; custom?: boolean }[]).filter((g) => !g.custom).map((g) => g.id);
}

/** Slots a suite reserves at once from its database's sequence (one child process per block). */
const SLOT_BLOCK = 10;
/** The first day of the helpers' slots: after the days suites choose themselves (30-60 days ahead). */
const FIRST_SLOT_DAY = 100;
/** The last: inside the two years a booking may be made ahead (BOOKING_MESSAGES.eventDateTooFar), with a margin. */
const LAST_SLOT_DAY = 720;
/** Two slots a day, one per seeded team. */
const SLOTS_PER_DAY = 2;
/**
 * The time of each pass over the days: first the time the suites have always booked, then, once a whole run has used
 * every day, the morning (an 8-game event and its buffer end before the afternoon one's set-up).
 */
const SLOT_TIMES = ['14:00', '09:00'];
const SLOTS_PER_PASS = (LAST_SLOT_DAY - FIRST_SLOT_DAY) * SLOTS_PER_DAY;

let slots = { next: 0, end: 0 };

/**
 * The next slot no other booking of this test database takes (two teams, so two bookings at one time fill it). A
 * PostgreSQL sequence in the suite's database numbers blocks of slots, so suites run one after another on the same
 * worker never meet; the body must be built synchronously, hence the sequence is read by a child process.
 */
function nextSlot(): { eventDate: string; eventTime: string } {
  if (slots.next === slots.end) {
    const script = `
      const { Client } = require('pg');
      const client = new Client({ connectionString: process.env.DATABASE_URL });
      (async () => {
        await client.connect();
        await client.query('CREATE SEQUENCE IF NOT EXISTS test_booking_slots MINVALUE 0 START 0 INCREMENT ${SLOT_BLOCK}');
        const { rows } = await client.query("SELECT nextval('test_booking_slots') AS n");
        process.stdout.write(String(rows[0].n));
        await client.end();
      })();`;
    // The suite's own environment (Jest gives each suite a copy of process.env; a child would get the original).
    const first = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', env: process.env }));
    slots = { next: first, end: first + SLOT_BLOCK };
  }
  const slot = slots.next++;
  const eventTime = SLOT_TIMES[Math.floor(slot / SLOTS_PER_PASS)];
  if (!eventTime) throw new Error(`The test database's ${slot} booking slots are used up: add a time to SLOT_TIMES`);
  const day = FIRST_SLOT_DAY + Math.floor((slot % SLOTS_PER_PASS) / SLOTS_PER_DAY);
  return { eventDate: daysFromToday(day), eventTime };
}

/**
 * A valid POST /api/bookings body (docs/product/api.md#entities) for these games, at a free slot of its own (nextSlot);
 * `overrides` replace top-level fields.
 */
export function bookingPayload(games: GameRef[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const email = typeof overrides.parentEmail === 'string' ? overrides.parentEmail.toLowerCase() : undefined;
  let slot = nextSlot();
  // Two slots share a date and time (one per team), and one e-mail booking one date and time twice is 409
  // ALREADY_BOOKED: a test's family that books again gets a time of its own.
  while (email && timesOf(email).has(`${slot.eventDate} ${slot.eventTime}`)) slot = nextSlot();
  if (email) timesOf(email).add(`${slot.eventDate} ${slot.eventTime}`);
  return bookingBody(slot, games, { parentEmail: `${unique('parent')}@example.com`, ...overrides });
}

/** The dates and times bookingPayload gave each e-mail a test chose. */
const timesByEmail = new Map<string, Set<string>>();
function timesOf(email: string): Set<string> {
  let times = timesByEmail.get(email);
  if (!times) timesByEmail.set(email, (times = new Set()));
  return times;
}
