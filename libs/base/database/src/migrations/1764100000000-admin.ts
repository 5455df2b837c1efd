import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin area. Indexes for GET /api/admin/bookings on 100,000 bookings (their plans and times: `npm run
 * bench:admin`, bench/README.md):
 * - one per sort, with the id as tie-breaker, so a page is an index walk (LIMIT stops early) instead of a full sort;
 * - a trigram index over the searched text, so `q` (any substring of parent, child or e-mail, any case) is a bitmap
 *   scan; its expression must stay identical to BOOKING_SEARCH_TEXT in libs/business/bookings (booking-search.query.ts);
 * - the short id (last 8 characters of the id) as an expression index.
 * Contact messages get their read mark (docs/product/pages.md#contact-page: an inbox with read/unread) and a
 * newest-first index.
 */
export class Admin1764100000000 implements MigrationInterface {
  name = 'Admin1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`DROP INDEX bookings_created_at_idx`);
    await q.query(`CREATE INDEX bookings_created_at_idx ON bookings (created_at, id)`);
    await q.query(`DROP INDEX bookings_event_date_idx`);
    await q.query(`CREATE INDEX bookings_event_date_idx ON bookings (event_date, event_time, id)`);
    await q.query(`CREATE INDEX bookings_final_cents_idx ON bookings (final_cents, id)`);
    await q.query(
      `CREATE INDEX bookings_search_idx ON bookings
       USING gin ((parent_name || ' ' || child_name || ' ' || parent_email) gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX bookings_short_id_idx ON bookings (upper(right(id::text, 8)))`);

    await q.query(`ALTER TABLE contact_messages ADD COLUMN read_at timestamptz`);
    await q.query(`CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX contact_messages_created_at_idx`);
    await q.query(`ALTER TABLE contact_messages DROP COLUMN read_at`);
    await q.query(`DROP INDEX bookings_short_id_idx`);
    await q.query(`DROP INDEX bookings_search_idx`);
    await q.query(`DROP INDEX bookings_final_cents_idx`);
    await q.query(`DROP INDEX bookings_event_date_idx`);
    await q.query(`CREATE INDEX bookings_event_date_idx ON bookings (event_date)`);
    await q.query(`DROP INDEX bookings_created_at_idx`);
    await q.query(`CREATE INDEX bookings_created_at_idx ON bookings (created_at)`);
  }
}
