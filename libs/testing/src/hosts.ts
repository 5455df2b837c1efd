import request from 'supertest';
import { hostInvitationToken } from '@app/accounts';
import type { AdminHost } from '@app/contracts';
import { TEST_PASSWORD, type Agent } from './accounts';
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
