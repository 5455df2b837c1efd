import type { Options } from 'autocannon';
import { randomUUID } from 'node:crypto';

/** Issue #8's target for POST /api/bookings on this machine class: bookings per second, p99, and no failure. */
export const BOOKING_TARGET = { requestsPerSecond: 400, p99Ms: 150 } as const;

/** yyyy-MM-dd 45 days ahead: inside the booking horizon in every business time zone. */
const eventDate = () => new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);

/** A valid POST /api/bookings body as the wizard sends it: 4 catalogue games, 20 children, two add-ons, the total. */
export async function bookingBody(apiUrl: string): Promise<string> {
  const games = (await (await fetch(`${apiUrl}/api/games`)).json()) as { id: number; custom?: boolean }[];
  const ids = games.filter((g) => !g.custom).map((g) => g.id);
  return JSON.stringify({
    parentName: 'Bench Parent',
    parentEmail: 'bench.parent@example.com',
    parentPhone: '(555) 123-4567',
    childName: 'Alex',
    childAge: 8,
    eventDate: eventDate(),
    eventTime: '14:00',
    selectedGames: ids.slice(0, 4),
    guestCount: 20,
    eventType: 'birthday',
    intensity: 'medium',
    location: {
      address: '12 Oak Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      spaceDetails: 'Big back yard with grass',
    },
    addOns: { photography: true, customAwards: true },
    // 600 package + 5 extra children × 15 + 199 photography + 20 × 15 awards.
    totalPrice: '1174.00',
    finalPrice: '1174.00',
  });
}

/**
 * Anonymous parents creating bookings: a valid body (bookingBody) and a fresh Idempotency-Key on every request, so
 * each one stores a booking, its games and its outbox event, and answers with a new owner cookie.
 */
export async function bookingCreation(apiUrl: string): Promise<Omit<Options, 'duration'>> {
  const body = await bookingBody(apiUrl);
  const probe = await fetch(`${apiUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body,
  });
  if (probe.status !== 201) throw new Error(`POST /api/bookings answered ${probe.status}: ${await probe.text()}`);
  return {
    url: apiUrl,
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        headers: { 'content-type': 'application/json' },
        body,
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
      },
    ],
  };
}
