import request from 'supertest';
import { hostInvitationToken } from '@app/accounts';
import { AvailabilityService } from '@app/availability';
import type { AdminHost } from '@app/contracts';
import { TEST_PASSWORD, type Agent } from './accounts';
import { everyDayWindows, useOnlyTeams } from './teams';
import type { TestApp } from './test-app';
import { unique } from './test-env';

/** A host invited by the admin (POST /api/admin/hosts), with a fresh e-mail address. */
export async function inviteHost(admin: Agent, name = 'Sam Rivera'): Promise<AdminHost> {
  const email = `${unique('host')}@example.com`;
  return (await admin.post('/api/admin/hosts').send({ name, email }).expect(201)).body as AdminHost;
}

/**
 * The link token of the host's latest invitation, made as the worker makes it (the database keeps only its hash):
 * for suites that need a host signed in, not the e-mail.
 */
export async function invitationTokenOf(t: TestApp, hostId: string): Promise<string> {
  const [{ id }]: { id: string }[] = await t.dataSource.query(
    `SELECT id FROM host_invitations WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [hostId],
  );
  return hostInvitationToken(id, t.config.bookingLinks.secret);
}

/** A host invited, with their password set through the invitation and signed in on an agent of their own. */
export async function signedInHost(
  t: TestApp,
  admin: Agent,
  name?: string,
): Promise<{ agent: Agent; host: AdminHost }> {
  const host = await inviteHost(admin, name);
  const token = await invitationTokenOf(t, host.id);
  await request(t.server).post('/api/host-invitations/accept').send({ token, password: TEST_PASSWORD }).expect(200);
  const agent = request.agent(t.server);
  await agent.post('/api/login').send({ username: host.email, password: TEST_PASSWORD }).expect(200);
  return { agent, host };
}

/** Two teams (every day open), the only ones, each with a host of its own signed in: A runs one party, B another. */
export async function twoHostTeams(
  t: TestApp,
  admin: Agent,
  names: [string, string],
): Promise<{ teamA: number; teamB: number; hostA: Agent; hostB: Agent }> {
  const [teamA, teamB] = await useOnlyTeams(t.dataSource, [everyDayWindows(), everyDayWindows()]);
  const a = await signedInHost(t, admin, names[0]);
  const b = await signedInHost(t, admin, names[1]);
  await admin
    .put(`/api/admin/teams/${teamA}/hosts`)
    .send({ hostIds: [a.host.id] })
    .expect(200);
  await admin
    .put(`/api/admin/teams/${teamB}/hosts`)
    .send({ hostIds: [b.host.id] })
    .expect(200);
  return { teamA, teamB, hostA: a.agent, hostB: b.agent };
}

/** The booking's allocation moved to `teamId` when another team holds it: a party that team's hosts run. */
export async function allocateToTeam(t: TestApp, bookingId: string, teamId: number): Promise<void> {
  await t.dataSource.transaction(async (manager) => {
    const availability = t.app.get(AvailabilityService);
    const held = await availability.holding(manager, bookingId);
    if (!held || held.teamId === teamId) return;
    const [slot] = await manager.query(
      `SELECT event_date::text AS "eventDate", event_time AS "eventTime", duration_minutes AS "durationMinutes"
       FROM bookings WHERE id = $1`,
      [bookingId],
    );
    await availability.move(manager, bookingId, slot, teamId);
  });
}

/**
 * The booking as made a day before now, as a party is booked days ahead: a phone's `at` some minutes back is then after
 * it, not refused as before the booking (docs/product/hosts.md#at-the-party).
 */
export const bookedADayAgo = (t: TestApp, bookingId: string): Promise<unknown> =>
  t.dataSource.query(`UPDATE bookings SET created_at = created_at - interval '1 day' WHERE id = $1`, [bookingId]);

/** A host's write: its method, path and body. */
export type HostWrite = ['put' | 'post', string, Record<string, unknown>];

/**
 * Each write, sent with a fresh Idempotency-Key, answers another team's host with the 404 of a party that does not
 * exist and a signed-in parent with 403 HOST_REQUIRED (docs/product/hosts.md#access).
 */
export async function expectOnlyItsHosts(
  writes: HostWrite[],
  callers: { otherHost: Agent; parent: Agent },
  key: () => string,
): Promise<void> {
  const send = (agent: Agent, [method, path, body]: HostWrite) =>
    (method === 'put' ? agent.put(path) : agent.post(path)).set('Idempotency-Key', key()).send(body);
  const answered = (path: string, status: number, code: string) => (res: request.Response) => {
    if (res.status !== status || res.body.code !== code) {
      throw new Error(`${path}: expected ${status} ${code}, got ${res.status} ${res.body.code}`);
    }
  };
  for (const write of writes) {
    await send(callers.otherHost, write).expect(answered(write[1], 404, 'BOOKING_NOT_FOUND'));
    await send(callers.parent, write).expect(answered(write[1], 403, 'HOST_REQUIRED'));
  }
}
