import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reminders sent before an event: one row per booking and kind, claimed by the scheduled scan before its e-mail is
 * queued and marked `sent_at` once the e-mail went out, so a re-run never sends a second one.
 */
export class Reminders1764400000000 implements MigrationInterface {
  name = 'Reminders1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE booking_reminders (
        booking_id uuid NOT NULL,
        kind text NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        CONSTRAINT booking_reminders_pkey PRIMARY KEY (booking_id, kind),
        CONSTRAINT booking_reminders_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings (id) ON DELETE CASCADE,
        CONSTRAINT booking_reminders_kind_check CHECK (kind IN ('event-48h', 'balance-7d'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE booking_reminders`);
  }
}
