import type { Options } from 'autocannon';
import { randomUUID } from 'node:crypto';
import { bookingBody } from '../libs/tooling/testing/src/booking-body';
import { addTeams } from './bench-teams';

/** The target for POST /api/bookings on this machine class: bookings per second, p99, and no failure. */
export const BOOKING_TARGET = { requestsPerSecond: 400, p99Ms: 150 } as const;

/**
 * Teams the bookings bench adds to the seeded two (each booking claims a team), working every day 9:00 AM-8:00 PM: with
 * SLOT_DAYS × SLOT_TIMES slots, room for 25,000 bookings, more than a run makes.
 */
const BENCH_TEAMS = 10;
/** Days 30-729 ahead: past the minimum notice and inside the booking horizon in every business time zone. */
const FIRST_DAY = 30;
const SLOT_DAYS = 700;
/** Starts that never overlap on one team: a 4-game event (105 min), its 30-min set-up and 60-min buffer between them. */
const SLOT_TIMES = ['09:00', '12:15', '15:30'];

/** One counter per process, so the bookings and receipts benches of one run never book the same team twice. */
let slot = 0;

/**
 * The next booking's date and time: consecutive requests go to different days (no two racing for one team's row),
 * each (day, time) coming round again once every other has been used once.
 */
function nextSlot(): { eventDate: string; eventTime: string } {
  const i = slot++;
  const day = FIRST_DAY + (i % SLOT_DAYS);
  return {
    eventDate: new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10),
    eventTime: SLOT_TIMES[Math.floor(i / SLOT_DAYS) % SLOT_TIMES.length],
  };
}

/**
 * Valid POST /api/bookings bodies as the wizard sends them (4 catalogue games, 20 children, two add-ons, the total),
 * each at a slot of its own (nextSlot).
 */
export async function bookingBodies(apiUrl: string): Promise<() => string> {
  const games = (await (await fetch(`${apiUrl}/api/games`)).json()) as { id: number; custom?: boolean }[];
  const ids = games.filter((g) => !g.custom).map((g) => g.id);
  return () =>
    JSON.stringify(
      bookingBody(nextSlot(), ids.slice(0, 4), {
        parentName: 'Bench Parent',
        // A family of its own per booking: one e-mail at one date and time twice is 409 ALREADY_BOOKED.
        parentEmail: `bench.parent.${slot}@example.com`,
        guestCount: 20,
        addOns: { photography: true, customAwards: true },
        // 600 package + 5 extra children × 15 + 199 photography + 20 × 15 awards.
        totalPrice: '1174.00',
        finalPrice: '1174.00',
      }),
    );
}

/** How parents arrive: each of the bench's connections from an address of its own (TEST-NET-2, 198.51.100.0/24). */
export const PARENT_ADDRESSES = 50;

/**
 * Anonymous parents creating bookings: a valid body at a free slot (bookingBodies) and a fresh Idempotency-Key on
 * every request, so each one stores a booking, its games, its outbox events and its team's hold, and answers with a
 * new owner cookie. Then per run, `addresses`: 1, every request from the bench's own address (loopback), as one busy
 * household or office; or N, each connection a parent of its own, named by X-Forwarded-For, which the api believes
 * from loopback (TRUSTED_PROXIES' default, as behind the production proxy): the per-address limits and locks then
 * count each apart.
 */
export async function bookingCreation(
  apiUrl: string,
  databaseUrl: string,
): Promise<(addresses: number) => Omit<Options, 'duration'>> {
  await addTeams(databaseUrl, 'Bench team', BENCH_TEAMS);
  const body = await bookingBodies(apiUrl);
  const probe = await fetch(`${apiUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: body(),
  });
  if (probe.status !== 201) throw new Error(`POST /api/bookings answered ${probe.status}: ${await probe.text()}`);
  let connections = 0;
  return (addresses) => ({
    url: apiUrl,
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        headers: { 'content-type': 'application/json' },
        // autocannon's context is the connection's own: its address is chosen at its first request and kept.
        setupRequest: (req, context: { address?: string }) => {
          if (addresses > 1) context.address ??= `198.51.100.${(connections++ % addresses) + 1}`;
          const forwarded = context.address ? { 'x-forwarded-for': context.address } : {};
          return {
            ...req,
            body: body(),
            headers: { ...req.headers, ...forwarded, 'idempotency-key': randomUUID() },
          };
        },
      },
    ],
  });
}
