import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The parent e-mail (lower-cased) of the booking an unpaid hold is for, beside its client address, so the per-e-mail
 * cap (RATE_LIMITS in libs/base/rate-limit) counts that e-mail's live holds from a partial index of allocations, as the
 * address cap does, rather than reading every booking for it while holding the cap's advisory lock. The live holds
 * made before it get theirs from their bookings, so the cap counts them until they lapse.
 */
export class AllocationClientEmail1764957500000 implements MigrationInterface {
  name = 'AllocationClientEmail1764957500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE allocations ADD COLUMN client_email text`);
    await q.query(
      `UPDATE allocations a SET client_email = lower(b.parent_email)
       FROM bookings b WHERE b.id = a.booking_id AND a.active AND a.kind = 'hold'`,
    );
    await q.query(`CREATE INDEX allocations_client_email_idx ON allocations (client_email) WHERE active`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX allocations_client_email_idx`);
    await q.query(`ALTER TABLE allocations DROP COLUMN client_email`);
  }
}
