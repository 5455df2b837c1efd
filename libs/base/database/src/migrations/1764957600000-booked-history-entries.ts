import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each booking's "created" history entry, with the price it was booked for in the entry itself, for the bookings made
 * before bookings wrote it: their history read the booking's price as it is now, which an admin's change rewrites.
 * Only what is known is written: a booking never changed still has the price it was booked for; a changed one had
 * it before its first change, when that change kept it; else the entry has no price and its words name none.
 */
export class BookedHistoryEntries1764957600000 implements MigrationInterface {
  name = 'BookedHistoryEntries1764957600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      INSERT INTO audit_entries (subject_type, subject_id, action, actor_id, actor_name, after, at)
      SELECT 'booking', b.id::text, 'created', b.user_id, 'Parent',
             CASE
               WHEN first_change.id IS NULL
                 THEN jsonb_build_object('status', 'pending', 'total', to_char(b.total_cents / 100.0, 'FM999999990.00'))
               WHEN first_change.before ? 'total'
                 THEN jsonb_build_object('status', 'pending', 'total', first_change.before -> 'total')
               ELSE jsonb_build_object('status', 'pending')
             END,
             b.created_at
      FROM bookings b
      LEFT JOIN LATERAL (
        SELECT c.id, c.before FROM audit_entries c
        WHERE c.subject_type = 'booking' AND c.subject_id = b.id::text AND c.action = 'changed'
        ORDER BY c.at, c.id LIMIT 1
      ) first_change ON true
      WHERE NOT EXISTS (
        SELECT 1 FROM audit_entries e
        WHERE e.subject_type = 'booking' AND e.subject_id = b.id::text AND e.action = 'created'
      )`);
  }

  // The entries stay: from now on bookings write them, and one cannot be told apart from those written here.
  async down(): Promise<void> {}
}
