import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking's own page: the calendar invite's SEQUENCE (raised on every change of the event, so calendars update the
 * one entry) with the last one the parent was e-mailed, and the late cancellation requests an admin decides. One open
 * request per booking.
 */
export class ManageBooking1764700000000 implements MigrationInterface {
  name = 'ManageBooking1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE bookings
        ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0,
        ADD COLUMN calendar_notified_sequence integer NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE TABLE cancellation_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL CONSTRAINT cancellation_requests_booking_id_fkey REFERENCES bookings (id),
        status text NOT NULL DEFAULT 'open',
        reason text NOT NULL,
        refund_cents integer,
        decided_by uuid,
        decided_at timestamptz,
        requested_notified_at timestamptz,
        decision_notified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT cancellation_requests_status_check CHECK (status IN ('open', 'approved', 'declined')),
        CONSTRAINT cancellation_requests_refund_check CHECK (refund_cents IS NULL OR refund_cents >= 0)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX cancellation_requests_open_key ON cancellation_requests (booking_id) WHERE status = 'open'`,
    );
    await q.query(`CREATE INDEX cancellation_requests_booking_idx ON cancellation_requests (booking_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cancellation_requests`);
    await q.query(`ALTER TABLE bookings DROP COLUMN calendar_sequence, DROP COLUMN calendar_notified_sequence`);
  }
}
