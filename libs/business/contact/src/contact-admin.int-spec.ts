import request from 'supertest';
import { ADMIN_MESSAGES, type AdminContactMessage } from '@app/contracts';
import { Agent, loginAsAdmin, startTestApp, TestApp, unique } from '@app/testing';
import { ContactModule } from './contact.module';

/** docs/product/pages.md#contact-page: the contact inbox, newest first, read and unread. */
describe('admin contact inbox (/api/admin/contact-messages)', () => {
  let t: TestApp;
  let admin: Agent;
  const send = async (subject: string) => {
    const body = {
      name: 'Dana Parent',
      email: `${unique('dana')}@example.com`,
      subject,
      message: 'Do you come to Round Rock?',
    };
    return (await request(t.server).post('/api/contact-messages').send(body).expect(201)).body as { id: string };
  };
  const inbox = async () => (await admin.get('/api/admin/contact-messages').expect(200)).body as AdminContactMessage[];

  beforeAll(async () => {
    t = await startTestApp({ imports: [ContactModule] });
    admin = await loginAsAdmin(t.server);
  });
  afterAll(() => t.close());

  it('lists messages newest first, unread until opened', async () => {
    const older = await send('pricing');
    const newer = await send('games');
    const messages = await inbox();
    const at = (id: string) => messages.findIndex((m) => m.id === id);
    expect(at(newer.id)).toBeGreaterThanOrEqual(0);
    expect(at(newer.id)).toBeLessThan(at(older.id));
    expect(messages[at(newer.id)]).toEqual({
      id: newer.id,
      name: 'Dana Parent',
      email: expect.stringContaining('@example.com'),
      subject: 'games',
      message: 'Do you come to Round Rock?',
      createdAt: expect.any(String),
      readAt: null,
    });
    const createdAts = messages.map((m) => m.createdAt);
    expect([...createdAts].sort().reverse()).toEqual(createdAts);
  });

  it('marks a message read (keeping the first reading) and unread again', async () => {
    const { id } = await send('special');
    const read = (await admin.patch(`/api/admin/contact-messages/${id}`).send({ read: true }).expect(200)).body;
    expect(read).toMatchObject({ id, readAt: expect.any(String) });
    const again = (await admin.patch(`/api/admin/contact-messages/${id}`).send({ read: true }).expect(200)).body;
    expect(again.readAt).toBe(read.readAt);
    expect((await inbox()).find((m) => m.id === id)?.readAt).toBe(read.readAt);
    const unread = (await admin.patch(`/api/admin/contact-messages/${id}`).send({ read: false }).expect(200)).body;
    expect(unread.readAt).toBeNull();
  });

  it('400 for a read flag that is not a boolean, 404 for an unknown message', async () => {
    const { id } = await send('other');
    const bad = await admin.patch(`/api/admin/contact-messages/${id}`).send({ read: 'yes' }).expect(400);
    expect(bad.body.fields).toEqual({ read: ADMIN_MESSAGES.read });
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await admin.patch(`/api/admin/contact-messages/${unknown}`).send({ read: true }).expect(404);
      expect(res.body).toMatchObject({
        code: 'CONTACT_MESSAGE_NOT_FOUND',
        message: ADMIN_MESSAGES.contactMessageNotFound,
      });
    }
  });
});
