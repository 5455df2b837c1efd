import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two abuse levers closed. The reservations by client address and creation, released and lapsed ones included: the
 * budget of minutes an address's reservations hold over a rolling day (RATE_LIMITS['reservation-minutes'] in
 * libs/base/rate-limit) reads them under its advisory lock, so the read must be an index's. And each version of a
 * party's award certificates its host had e-mailed (the digest of their HTML), so the same certificates asked for
 * again send nothing (docs/product/party-day.md#certificates); deleted with the booking.
 */
export class AbuseLevers1764958800000 implements MigrationInterface {
  name = 'AbuseLevers1764958800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX allocations_reservation_address_idx ON allocations (client_address, created_at)
       WHERE kind = 'reservation'`,
    );
    await q.query(`
      CREATE TABLE certificate_emails (
        booking_id uuid NOT NULL,
        digest text NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT certificate_emails_pkey PRIMARY KEY (booking_id, digest),
        CONSTRAINT certificate_emails_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE certificate_emails`);
    await q.query(`DROP INDEX allocations_reservation_address_idx`);
  }
}
