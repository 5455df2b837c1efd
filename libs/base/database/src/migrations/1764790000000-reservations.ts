import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A time chosen in the wizard, reserved for the browser that chose it: an allocation of kind `reservation` until its
 * expiry, so the same exclusion constraint decides between it and every booking. Its `booking_id` is the reservation's
 * token (the booking it becomes takes it over); `holder` is the browser's token.
 */
export class Reservations1764790000000 implements MigrationInterface {
  name = 'Reservations1764790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE allocations
        ADD COLUMN holder uuid,
        DROP CONSTRAINT allocations_kind_check,
        ADD CONSTRAINT allocations_kind_check CHECK (kind IN ('hold', 'firm', 'reservation')),
        DROP CONSTRAINT allocations_hold_expiry_check,
        ADD CONSTRAINT allocations_hold_expiry_check CHECK ((kind <> 'firm') = (hold_expires_at IS NOT NULL)),
        ADD CONSTRAINT allocations_holder_check CHECK ((kind = 'reservation') = (holder IS NOT NULL))`);
    await q.query(`CREATE INDEX allocations_holder_idx ON allocations (holder) WHERE active`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM allocations WHERE kind = 'reservation'`);
    await q.query(`
      ALTER TABLE allocations
        DROP COLUMN holder,
        DROP CONSTRAINT allocations_kind_check,
        ADD CONSTRAINT allocations_kind_check CHECK (kind IN ('hold', 'firm')),
        DROP CONSTRAINT allocations_hold_expiry_check,
        ADD CONSTRAINT allocations_hold_expiry_check CHECK ((kind = 'hold') = (hold_expires_at IS NOT NULL))`);
  }
}
