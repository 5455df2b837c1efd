import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { ACCOUNT_MESSAGES, HOST_MESSAGES, type AdminHost } from '@app/contracts';
import {
  buttonsIn,
  Inbox,
  inviteHost,
  invitationTokenOf,
  loginAsAdmin,
  registerUser,
  startTestApp,
  startTestWorker,
  TEST_PASSWORD,
  type Agent,
  type TestApp,
} from '@app/testing';
import { PartyDayModule, PartyWorkerModule } from './party.module';

/**
 * The admin invites a host by e-mail; the link sets a password once, within 72 hours, which signs the host in; later
 * they sign in with the normal login (docs/product/hosts.md#the-invitation).
 */
describe('host invitations', () => {
  const inbox = Inbox.ofTestRun();
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp({ imports: [PartyDayModule] });
    worker = await startTestWorker({ imports: [PartyWorkerModule], overrides: { SMTP_URL: inbox.smtpUrl } });
    admin = await loginAsAdmin(t.server);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  const accept = (token: string, password = TEST_PASSWORD) =>
    request(t.server).post('/api/host-invitations/accept').send({ token, password });
  const signIn = (username: string) => request(t.server).post('/api/login').send({ username, password: TEST_PASSWORD });
  const listed = async (id: string) =>
    ((await admin.get('/api/admin/hosts').expect(200)).body as AdminHost[]).find((h) => h.id === id);

  it('e-mails a link that sets the password once, signing the host in; later they sign in as anyone', async () => {
    const host = await inviteHost(admin, 'Sam Rivera');
    expect(host).toMatchObject({ name: 'Sam Rivera', active: true, teams: [], acceptedAt: null });
    // No usable password before the link is used.
    await signIn(host.email).expect(401);

    const [mail] = await inbox.waitForMails({ to: host.email });
    expect(mail.subject).toMatch(/^You're invited to host parties with /);
    expect(mail.text).toContain('Hi Sam Rivera,');
    expect(mail.text).toContain(`The link works once, for 72 hours`);
    expect(mail.text).toContain(`(${host.email}) as your username`);
    const link = /Set your password: (\S+)/.exec(mail.text)![1];
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/host/welcome\\?token=[\\w-]+$`));
    expect(buttonsIn(await inbox.html(mail))).toMatchObject({ 'Set your password': link });
    const token = new URL(link).searchParams.get('token')!;

    // A password the registration refuses leaves the link usable.
    const weak = await accept(token, host.email).expect(400);
    expect(weak.body.code).toBe('PASSWORD_TOO_WEAK');
    expect((await accept(token, 'short').expect(400)).body.fields.password).toBe(ACCOUNT_MESSAGES.passwordLength);

    // Setting the password signs the host in: the browser that set it reads them signed in.
    const browser = request.agent(t.server);
    const accepted = await browser.post('/api/host-invitations/accept').send({ token, password: TEST_PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      username: host.email,
      user: expect.objectContaining({ id: host.id, role: 'host', firstName: 'Sam' }),
    });
    const session = await browser.get('/api/session').expect(200);
    expect(session.body.user).toMatchObject({ id: host.id, role: 'host' });
    expect(session.body.expiresAt).toEqual(expect.any(String));
    const again = await accept(token).expect(410);
    expect(again.body).toMatchObject({ code: 'HOST_INVITATION_INVALID', message: HOST_MESSAGES.invitationInvalid });

    const res = await signIn(host.email).expect(200);
    expect(res.body).toMatchObject({ id: host.id, role: 'host', firstName: 'Sam', lastName: 'Rivera' });
    expect((await listed(host.id))?.acceptedAt).not.toBeNull();
  });

  it('refuses an expired link and one that was never made', async () => {
    const host = await inviteHost(admin);
    const token = await invitationTokenOf(t, host.id);
    await t.dataSource.query(
      `UPDATE host_invitations SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [host.id],
    );
    expect((await accept(token).expect(410)).body.code).toBe('HOST_INVITATION_INVALID');
    expect((await accept('not-a-token').expect(410)).body.code).toBe('HOST_INVITATION_INVALID');
    await signIn(host.email).expect(401);
  });

  it('sends a new link on request: the one not used stops working, the new one sets the password', async () => {
    const host = await inviteHost(admin);
    const first = await invitationTokenOf(t, host.id);
    await inbox.waitForMails({ to: host.email });
    await t.dataSource.query(`UPDATE host_invitations SET expires_at = now() WHERE user_id = $1`, [host.id]);

    const again = (await admin.post(`/api/admin/hosts/${host.id}/invitation`).expect(201)).body as AdminHost;
    expect(again.invitedAt > host.invitedAt).toBe(true);
    const mails = await inbox.waitForMails({ to: host.email }, 2);
    const second = new URL(/Set your password: (\S+)/.exec(mails[1].text)![1]).searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect(second).toBe(await invitationTokenOf(t, host.id));
    await accept(first).expect(410);
    await accept(second).expect(200);
    await signIn(host.email).expect(200);

    await admin.patch(`/api/admin/hosts/${host.id}`).send({ active: false }).expect(200);
    const refused = await admin.post(`/api/admin/hosts/${host.id}/invitation`).expect(409);
    expect(refused.body.message).toBe(HOST_MESSAGES.inactive);
    await admin.post('/api/admin/hosts/00000000-0000-4000-8000-000000000000/invitation').expect(404);
  });

  it('a link sent again and used ends every session the host had; the new password signs in', async () => {
    const host = await inviteHost(admin);
    await accept(await invitationTokenOf(t, host.id)).expect(200);
    const phone = request.agent(t.server);
    const laptop = request.agent(t.server);
    for (const browser of [phone, laptop]) {
      await browser.post('/api/login').send({ username: host.email, password: TEST_PASSWORD }).expect(200);
      await browser.get('/api/user').expect(200);
    }
    // Another host's session is theirs alone.
    const other = await inviteHost(admin);
    await accept(await invitationTokenOf(t, other.id)).expect(200);
    const otherBrowser = request.agent(t.server);
    await otherBrowser.post('/api/login').send({ username: other.email, password: TEST_PASSWORD }).expect(200);

    // The host lost their phone: the office sends the link again and the host chooses a new password.
    await admin.post(`/api/admin/hosts/${host.id}/invitation`).expect(201);
    const renewed = `${TEST_PASSWORD}-renewed`;
    await accept(await invitationTokenOf(t, host.id), renewed).expect(200);

    for (const browser of [phone, laptop]) await browser.get('/api/user').expect(401);
    await otherBrowser.get('/api/user').expect(200);
    await signIn(host.email).expect(401);
    const fresh = request.agent(t.server);
    await fresh.post('/api/login').send({ username: host.email, password: renewed }).expect(200);
    await fresh.get('/api/user').expect(200);
  });

  it('keeps only a hash of the token', async () => {
    const host = await inviteHost(admin);
    const token = await invitationTokenOf(t, host.id);
    const rows: { token_hash: string }[] = await t.dataSource.query(
      `SELECT token_hash FROM host_invitations WHERE user_id = $1`,
      [host.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
  });

  it('refuses an e-mail address that already has an account', async () => {
    const host = await inviteHost(admin);
    const res = await admin.post('/api/admin/hosts').send({ name: 'Other', email: host.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.fields).toEqual({ email: ACCOUNT_MESSAGES.emailTaken });
    const bad = await admin.post('/api/admin/hosts').send({ name: '', email: 'nope' }).expect(400);
    expect(bad.body.fields).toMatchObject({ name: HOST_MESSAGES.name, email: HOST_MESSAGES.email });
  });

  it("is the admins' alone", async () => {
    const { agent: parent } = await registerUser(t.server);
    await request(t.server).get('/api/admin/hosts').expect(401);
    await parent.get('/api/admin/hosts').expect(403);
    await parent.post('/api/admin/hosts').send({ name: 'X', email: 'x@example.com' }).expect(403);
  });
});
