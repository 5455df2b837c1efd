import request from 'supertest';
import { HOST_MESSAGES, type AdminHost } from '@app/contracts';
import { loginAsAdmin, signedInHost, startTestApp, TEST_PASSWORD, type Agent, type TestApp } from '@app/testing';
import { PartyDayModule } from './party.module';

/**
 * The admin renames and (de)activates a host: a deactivated host's open sessions sign nobody in from the next
 * request, and the host cannot sign in again until reactivated (docs/product/hosts.md#deactivating).
 */
describe('host deactivation', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp({ imports: [PartyDayModule] });
    admin = await loginAsAdmin(t.server);
  });
  afterAll(() => t.close());

  const patch = (id: string, body: object) => admin.patch(`/api/admin/hosts/${id}`).send(body);
  const signIn = (username: string) => request(t.server).post('/api/login').send({ username, password: TEST_PASSWORD });

  it("ends the host's open session at once and refuses their sign-in", async () => {
    const { agent, host } = await signedInHost(t, admin);
    await agent.get('/api/user').expect(200);

    const off = (await patch(host.id, { active: false }).expect(200)).body as AdminHost;
    expect(off).toMatchObject({ id: host.id, active: false });
    await agent.get('/api/user').expect(401);
    expect((await agent.get('/api/session').expect(200)).body).toEqual({ user: null, expiresAt: null });
    // The same answer as a wrong password: the refusal says nothing about the account.
    expect((await signIn(host.email).expect(401)).body.code).toBe('INVALID_CREDENTIALS');

    await patch(host.id, { active: true }).expect(200);
    await signIn(host.email).expect(200);
  });

  it('renames a host', async () => {
    const { host } = await signedInHost(t, admin, 'Ana Lee');
    const renamed = (await patch(host.id, { name: 'Ana  Maria Lee' }).expect(200)).body as AdminHost;
    expect(renamed).toMatchObject({ name: 'Ana Maria Lee', active: true, email: host.email });
    const listed = ((await admin.get('/api/admin/hosts').expect(200)).body as AdminHost[]).find(
      (h) => h.id === host.id,
    );
    expect(listed?.name).toBe('Ana Maria Lee');
  });

  it('answers 404 for an id that is no host', async () => {
    const missing = await patch('00000000-0000-4000-8000-000000000000', { active: false }).expect(404);
    expect(missing.body).toMatchObject({ code: 'HOST_NOT_FOUND', message: HOST_MESSAGES.hostNotFound });
    await patch('not-an-id', { active: false }).expect(404);
    // The admin is an account but no host.
    const me = (await admin.get('/api/user').expect(200)).body as { id: string };
    await patch(me.id, { active: false }).expect(404);
  });
});
