import { randomUUID } from 'node:crypto';
import type { QueryRunner } from 'typeorm';
import { startTestApp, TestApp } from '@app/testing';
import { BookedHistoryEntries1764957600000 } from './1764957600000-booked-history-entries';

/**
 * The backfill of "created" entries, on TEMP tables shadowing bookings and audit_entries inside a rolled-back
 * transaction, so the shared database's own rows are neither read nor written.
 */
describe('the "created" history entries of bookings made before bookings wrote them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ imports: [] });
  });
  afterAll(() => t.close());

  const never = randomUUID();
  const changedKept = randomUUID();
  const changedUnknown = randomUUID();
  const recorded = randomUUID();

  async function backfilled(q: QueryRunner): Promise<Record<string, unknown>> {
    await q.query(`CREATE TEMP TABLE bookings (id uuid, user_id uuid, total_cents int, created_at timestamptz)`);
    await q.query(`CREATE TEMP TABLE audit_entries (LIKE public.audit_entries INCLUDING DEFAULTS)`);
    await q.query(
      `INSERT INTO bookings VALUES ($1, NULL, 89500, now()), ($2, NULL, 105500, now()), ($3, NULL, 105500, now()),
       ($4, NULL, 105500, now())`,
      [never, changedKept, changedUnknown, recorded],
    );
    const entry = `INSERT INTO audit_entries (subject_type, subject_id, action, actor_name, before, after)
      VALUES ('booking', $1, $2, 'admin', $3, $4)`;
    await q.query(entry, [changedKept, 'changed', { guestCount: 18, total: '895.00' }, { total: '1055.00' }]);
    await q.query(entry, [changedKept, 'changed', { total: '1055.00' }, { total: '1100.00' }]);
    await q.query(entry, [changedUnknown, 'changed', { guestCount: 18 }, { guestCount: 22 }]);
    await q.query(entry, [recorded, 'created', null, { status: 'pending', total: '700.00' }]);
    await new BookedHistoryEntries1764957600000().up(q);
    const rows: { subject_id: string; after: unknown }[] = await q.query(
      `SELECT subject_id, after FROM audit_entries WHERE action = 'created' ORDER BY id`,
    );
    return Object.fromEntries(rows.map((r) => [r.subject_id, r.after]));
  }

  it('keeps what is known of the price booked: the price of a booking never changed, else before its first change', async () => {
    const q = t.dataSource.createQueryRunner();
    await q.startTransaction();
    try {
      expect(await backfilled(q)).toEqual({
        [recorded]: { status: 'pending', total: '700.00' },
        [never]: { status: 'pending', total: '895.00' },
        [changedKept]: { status: 'pending', total: '895.00' },
        [changedUnknown]: { status: 'pending' },
      });
    } finally {
      await q.rollbackTransaction();
      await q.release();
    }
  });
});
