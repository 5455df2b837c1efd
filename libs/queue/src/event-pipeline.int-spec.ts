import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { freePort, RunningRedis, startRedis } from '@app/devstack';
import { OutboxService } from '@app/queue';
import { SmtpCapture, startSmtpCapture, startTestApp, TestApp, unique, waitFor } from '@app/testing';
import { ContactModule } from '@app/contact';
// Until startTestWorker moves to libs/testing (a lib must not import an app):
// eslint-disable-next-line no-restricted-imports
import { startTestWorker } from '@worker/testing/test-worker';

/**
 * The event pipeline end to end: api transaction → outbox → relay → BullMQ → worker handler → e-mail,
 * on the real PostgreSQL and Redis. Each test owns its worker, so only one relay reads the outbox at a time.
 */
describe('event pipeline (outbox → BullMQ → worker)', () => {
  let api: TestApp;
  let smtp: SmtpCapture;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    api = await startTestApp({ imports: [ContactModule] });
    smtp = await startSmtpCapture();
  });
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const sendContact = async (name: string) => {
    const res = await request(api.server)
      .post('/api/contact-messages')
      .send({ name, email: 'parent@example.com', subject: 'pricing', message: 'How much for 12 kids on a Saturday?' })
      .expect(201);
    const [row] = await api.dataSource.query(`SELECT id FROM outbox WHERE payload->>'contactMessageId' = $1`, [
      res.body.id,
    ]);
    return { messageId: res.body.id as string, eventId: row.id as string };
  };
  const mailsFor = (name: string) => smtp.messages.filter((m) => m.raw.includes(name));
  const processedCount = async (eventId: string) =>
    Number(
      (await api.dataSource.query(`SELECT count(*) AS n FROM processed_events WHERE event_id = $1`, [eventId]))[0].n,
    );

  it('handles a committed event exactly once, even when it is delivered again', async () => {
    worker = await startTestWorker({ SMTP_URL: smtp.url });
    const name = unique('Parent ');
    const { messageId, eventId } = await sendContact(name);

    await waitFor(async () => mailsFor(name).length === 1, 10_000, 'the notification e-mail');
    const [message] = await api.dataSource.query(`SELECT notified_at FROM contact_messages WHERE id = $1`, [messageId]);
    expect(message.notified_at).not.toBeNull();
    const queue = worker.get<Queue>(getQueueToken('events'), { strict: false });
    const job = await waitFor(async () => {
      const found = await queue.getJob(eventId);
      return found && (await found.isCompleted()) ? found : undefined;
    });
    expect(job.returnvalue).toBe('handled');

    // Redelivery: the relay publishes the row again (same job id, deduplicated by BullMQ) and a stray copy of the
    // job arrives under another id (the consumer's own dedupe).
    await api.dataSource.query(`UPDATE outbox SET published_at = NULL WHERE id = $1`, [eventId]);
    const copy = await queue.add('contact.received', job.data, { jobId: `${eventId}-copy` });
    await waitFor(async () => (await queue.getJob(copy.id!))?.isCompleted(), 10_000, 'the duplicate job');
    await waitFor(
      async () =>
        (await api.dataSource.query(`SELECT published_at FROM outbox WHERE id = $1`, [eventId]))[0].published_at,
    );

    expect((await queue.getJob(copy.id!))?.returnvalue).toBe('duplicate');
    expect(await processedCount(eventId)).toBe(1);
    expect(mailsFor(name)).toHaveLength(1);
  });

  it('commits while Redis is down and delivers the event once Redis is back', async () => {
    const port = await freePort();
    let redis: RunningRedis = await startRedis(port);
    worker = await startTestWorker({ SMTP_URL: smtp.url, REDIS_URL: redis.url });
    await redis.stop();

    const name = unique('Offline ');
    const { eventId } = await sendContact(name);
    const pending = await waitFor(
      async () => {
        const [row] = await api.dataSource.query(`SELECT attempts, published_at FROM outbox WHERE id = $1`, [eventId]);
        return row.attempts > 0 ? row : undefined;
      },
      15_000,
      'a failed publish attempt',
    );
    expect(pending.published_at).toBeNull();
    expect(mailsFor(name)).toHaveLength(0);

    redis = await startRedis(port);
    try {
      await waitFor(async () => mailsFor(name).length === 1, 20_000, 'delivery after Redis came back');
      expect(await processedCount(eventId)).toBe(1);
    } finally {
      await worker.close();
      worker = undefined;
      await redis.stop();
    }
  });

  it('produces no job for a rolled-back transaction', async () => {
    worker = await startTestWorker({ SMTP_URL: smtp.url });
    const outbox = api.app.get(OutboxService);
    let eventId = '';
    await expect(
      api.app.get(DataSource).transaction(async (manager) => {
        eventId = await outbox.record(manager, 'contact.received', {
          contactMessageId: '00000000-0000-0000-0000-000000000000',
        });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');

    // A committed sibling event proves the relay ran a pass after the rollback.
    const name = unique('After ');
    await sendContact(name);
    await waitFor(async () => mailsFor(name).length === 1, 10_000, 'the committed event');
    expect(await api.dataSource.query(`SELECT id FROM outbox WHERE id = $1`, [eventId])).toHaveLength(0);
    const queue = worker.get<Queue>(getQueueToken('events'), { strict: false });
    expect(await queue.getJob(eventId)).toBeUndefined();
  });
});
