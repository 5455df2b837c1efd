import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { HOUSEKEEPING_SCHEDULE, HousekeepingService } from '@app/queue';
import { startTestWorker, unique } from '@app/testing';

/** Housekeeping against the real database: what is past its retention goes, everything else stays. */
describe('housekeeping', () => {
  let worker: INestApplicationContext;
  let db: DataSource;

  beforeAll(async () => {
    worker = await startTestWorker();
    db = worker.get(DataSource);
  });
  afterAll(() => worker.close());

  const exists = async (sql: string, params: unknown[]) => (await db.query(sql, params)).length === 1;

  it('prunes old outbox rows, dedupe records, idempotency keys, lapsed reservations and expired sessions', async () => {
    const [oldPublished, freshPublished, oldUnpublished] = [randomUUID(), randomUUID(), randomUUID()];
    // 'test.unclaimed' has no subscriber anywhere, so no relay publishes the unpublished row meanwhile.
    await db.query(
      `INSERT INTO outbox (id, type, payload, created_at, published_at) VALUES
       ($1, 'test.unclaimed', '{}', now() - interval '8 days', now() - interval '8 days'),
       ($2, 'test.unclaimed', '{}', now() - interval '6 days', now() - interval '6 days'),
       ($3, 'test.unclaimed', '{}', now() - interval '30 days', NULL)`,
      [oldPublished, freshPublished, oldUnpublished],
    );
    const [oldEvent, freshEvent] = [randomUUID(), randomUUID()];
    await db.query(
      `INSERT INTO processed_events (event_id, handler, processed_at) VALUES
       ($1, 'test.h', now() - interval '31 days'), ($2, 'test.h', now() - interval '29 days')`,
      [oldEvent, freshEvent],
    );
    const scope = unique('scope');
    await db.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES
       ($1, 'old', 'h', now() - interval '25 hours'), ($1, 'fresh', 'h', now() - interval '23 hours')`,
      [scope],
    );
    const sid = unique('sid');
    await db.query(
      `INSERT INTO sessions (sid, sess, expire) VALUES
       ($1 || '-expired', '{}', now() - interval '1 minute'), ($1 || '-live', '{}', now() + interval '1 hour')`,
      [sid],
    );

    const [oldReservation, freshReservation] = [randomUUID(), randomUUID()];
    // A team's time far in the past, so no live allocation overlaps them.
    await db.query(
      `INSERT INTO allocations (team_id, booking_id, during, kind, hold_expires_at, holder, active)
       SELECT (SELECT min(id) FROM teams), b.id, tstzrange(now() - interval '400 days' + b.at,
              now() - interval '400 days' + b.at + interval '1 hour'), 'reservation', now() - b.lapsed, b.id, b.active
       FROM (VALUES ($1::uuid, interval '0 hours', interval '25 hours', true),
                    ($2::uuid, interval '2 hours', interval '23 hours', true)) AS b(id, at, lapsed, active)`,
      [oldReservation, freshReservation],
    );

    const counts = await worker.get(HousekeepingService).prune();

    for (const table of ['outbox', 'processed_events', 'idempotency_keys', 'allocations', 'sessions']) {
      expect(counts[table]).toBeGreaterThanOrEqual(1);
    }
    const outbox = `SELECT 1 FROM outbox WHERE id = $1`;
    expect(await exists(outbox, [oldPublished])).toBe(false);
    expect(await exists(outbox, [freshPublished])).toBe(true);
    expect(await exists(outbox, [oldUnpublished])).toBe(true);
    const processed = `SELECT 1 FROM processed_events WHERE event_id = $1`;
    expect(await exists(processed, [oldEvent])).toBe(false);
    expect(await exists(processed, [freshEvent])).toBe(true);
    const keys = (await db.query(`SELECT key FROM idempotency_keys WHERE scope = $1`, [scope])).map(
      (r: { key: string }) => r.key,
    );
    expect(keys).toEqual(['fresh']);
    const sessions = (await db.query(`SELECT sid FROM sessions WHERE sid LIKE $1 || '-%'`, [sid])).map(
      (r: { sid: string }) => r.sid.slice(sid.length),
    );
    expect(sessions).toEqual(['-live']);
    const reservations = `SELECT 1 FROM allocations WHERE booking_id = $1`;
    expect(await exists(reservations, [oldReservation])).toBe(false);
    expect(await exists(reservations, [freshReservation])).toBe(true);
    await db.query(`DELETE FROM allocations WHERE booking_id = $1`, [freshReservation]);

    await db.query(`DELETE FROM outbox WHERE id = ANY($1::uuid[])`, [[freshPublished, oldUnpublished]]);
  });

  it('registers one schedule in Redis however many workers start', async () => {
    const second = await startTestWorker();
    try {
      const queue = worker.get<Queue>(getQueueToken('housekeeping'), { strict: false });
      // The queue also carries other schedules (reminders.scan, from any suite's worker with the documents module).
      const schedulers = (await queue.getJobSchedulers()).filter((s) => s.key === HOUSEKEEPING_SCHEDULE.id);
      expect(schedulers).toEqual([
        expect.objectContaining({ key: HOUSEKEEPING_SCHEDULE.id, pattern: HOUSEKEEPING_SCHEDULE.pattern }),
      ]);
      expect(schedulers[0].next).toBeGreaterThan(Date.now());
    } finally {
      await second.close();
    }
  });
});
