import request from 'supertest';
import { CONTACT_MESSAGES } from '@app/contracts';
import { startTestApp, TestApp, unique } from '@app/testing';
import { ContactModule } from './contact.module';

describe('POST /api/contact-messages', () => {
  let t: TestApp;
  const valid = () => ({
    name: 'Dana Parent',
    email: `${unique('dana')}@example.com`,
    subject: 'pricing',
    message: 'How much for 25 kids on a Sunday?',
  });

  beforeAll(async () => {
    t = await startTestApp({ imports: [ContactModule] });
  });
  afterAll(() => t.close());

  it('stores the message and records contact.received in the same transaction', async () => {
    const body = valid();
    const res = await request(t.server)
      .post('/api/contact-messages')
      .send({ ...body, name: '  Dana Parent  ' })
      .expect(201);
    expect(res.body).toEqual({ id: expect.any(String), createdAt: expect.any(String) });

    const [stored] = await t.dataSource.query(
      `SELECT name, email, subject, message, created_at FROM contact_messages WHERE id = $1`,
      [res.body.id],
    );
    expect(stored).toMatchObject({ name: 'Dana Parent', email: body.email, subject: 'pricing', message: body.message });
    const events = await t.dataSource.query(
      `SELECT type, payload, created_at FROM outbox WHERE payload->>'contactMessageId' = $1`,
      [res.body.id],
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'contact.received', payload: { contactMessageId: res.body.id } });
    // Both rows take now() as created_at, and now() is the start time of the transaction: equal means one transaction.
    expect(events[0].created_at.toISOString()).toBe(stored.created_at.toISOString());
  });

  it.each([
    ['name', { name: 'D' }, CONTACT_MESSAGES.name],
    ['name', { name: '   ' }, CONTACT_MESSAGES.name],
    ['name', { name: undefined }, CONTACT_MESSAGES.name],
    ['name', { name: 42 }, CONTACT_MESSAGES.name],
    ['email', { email: 'not-an-email' }, CONTACT_MESSAGES.email],
    ['email', { email: undefined }, CONTACT_MESSAGES.email],
    ['subject', { subject: '' }, CONTACT_MESSAGES.subject],
    ['subject', { subject: 'party' }, CONTACT_MESSAGES.subject],
    ['message', { message: 'Too short' }, CONTACT_MESSAGES.message],
    ['message', { message: undefined }, CONTACT_MESSAGES.message],
    ['name', { name: 'x'.repeat(121) }, CONTACT_MESSAGES.nameTooLong],
    ['message', { message: 'x'.repeat(5001) }, CONTACT_MESSAGES.messageTooLong],
  ])('400 on a bad %s with the docs/product/validation.md#validation message (%j)', async (field, change, message) => {
    const res = await request(t.server)
      .post('/api/contact-messages')
      .send({ ...valid(), ...change })
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, fields: { [field]: message } });
    expect(res.body.message).toContain(message);
  });

  it('reports every bad field at once and stores nothing', async () => {
    const email = `${unique('bad')}@example`;
    const res = await request(t.server)
      .post('/api/contact-messages')
      .send({ name: 'D', email, subject: 'x', message: 'short' })
      .expect(400);
    expect(res.body.fields).toEqual({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      subject: CONTACT_MESSAGES.subject,
      message: CONTACT_MESSAGES.message,
    });
    expect(await t.dataSource.query(`SELECT 1 FROM contact_messages WHERE email = $1`, [email])).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    await request(t.server).post('/api/contact-messages').type('form').send('name=Dana').expect(415);
  });
});
