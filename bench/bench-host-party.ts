import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { hostInvitationToken } from '@app/accounts';
import type { AdminHost } from '@app/contracts';
import { bookingBody } from '../libs/tooling/testing/src/booking-body';
import { anHourAgo, movePartyTo } from '../libs/tooling/testing/src/party-clock';
import { adminCookie, HTTPS } from './bench-admin-session';

/** The bench's host and their party of today, as apps/web/e2e/host.helpers.ts makes them for the journeys. */
export interface HostAndParty {
  email: string;
  password: string;
  partyId: string;
  /** Whose party it is, as the host's screens name it ("<childName>’s party"). */
  childName: string;
  /** The roster's first names. */
  children: string[];
}

const CHILDREN = ['Ava', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gia', 'Hal'];

/**
 * A host invited by the admin, their password set through the invitation's link (made from the stack's
 * BOOKING_LINK_SECRET, as the worker makes it: the bench runs no worker and no mail), and a confirmed party of theirs
 * that started within the last hour, eight children on its roster: booked as a parent books, its deposit taken in
 * cash, its team given the host, then moved to now on the database (no route moves a party into the past).
 */
export async function hostWithAPartyToday(apiUrl: string, databaseUrl: string): Promise<HostAndParty> {
  const cookie = await adminCookie(apiUrl);
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = { Cookie: cookie },
  ) => {
    const res = await fetch(apiUrl + path, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: apiUrl, ...HTTPS, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const email = `bench.host.${randomUUID()}@example.com`;
    const password = 'correct horse battery staple';
    const host = await call<AdminHost>('POST', '/api/admin/hosts', { name: 'Bench Host', email });
    const { rows: invitations } = await db.query<{ id: string }>(
      'SELECT id FROM host_invitations WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [host.id],
    );
    const token = hostInvitationToken(invitations[0].id, process.env.BOOKING_LINK_SECRET!);
    // In a browser of the host's own: accepting signs them in, which must not end the admin's session.
    await call('POST', '/api/host-invitations/accept', { token, password }, {});

    const { today, timeZone } = await call<{ today: string; timeZone: string }>('GET', '/api/site');
    const [y, m, d] = today.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d + 400)).toISOString().slice(0, 10);
    const { days } = await call<{ days: { times: string[] }[] }>(
      'GET',
      `/api/availability?from=${date}&to=${date}&games=3`,
    );
    const games = (await call<{ id: number; custom?: boolean }[]>('GET', '/api/games')).filter((g) => !g.custom);
    const childName = 'Noa Bench';
    const body = bookingBody(
      { eventDate: date, eventTime: days[0].times[0] },
      games.slice(0, 3).map((g) => g.id),
      { childName, guestCount: CHILDREN.length, parentEmail: `bench.parent.${randomUUID()}@example.com` },
    );
    const booking = await call<{ id: string; finalPrice: string }>('POST', '/api/bookings', body, {
      Cookie: cookie,
      'Idempotency-Key': randomUUID(),
    });
    await call('POST', `/api/admin/bookings/${booking.id}/payments`, {
      method: 'cash',
      amount: (Number(booking.finalPrice) / 2).toFixed(2),
      receivedOn: today,
    });
    const children = CHILDREN.map((firstName, i) => ({
      firstName,
      age: 5 + (i % 5),
      shirtSize: 'YM',
      notes: null,
      photoConsent: true,
    }));
    await call('PUT', `/api/bookings/${booking.id}/roster`, { version: 0, children });
    const { rows: allocations } = await db.query<{ teamId: number }>(
      'SELECT team_id AS "teamId" FROM allocations WHERE booking_id = $1 AND active',
      [booking.id],
    );
    await call('PUT', `/api/admin/teams/${allocations[0].teamId}/hosts`, { hostIds: [host.id] });
    await movePartyTo(databaseUrl, booking.id, anHourAgo(timeZone));
    return { email, password, partyId: booking.id, childName, children: CHILDREN };
  } finally {
    await db.end();
  }
}
