import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client address whose request made a reservation or an unpaid booking's hold, so the concurrent limits
 * (RATE_LIMITS in libs/base/rate-limit) count one address's live holds from the allocations themselves. Rows made before
 * it have none and count for nobody: they lapse within the hour anyway.
 */
export class AllocationClientAddress1764957300000 implements MigrationInterface {
  name = 'AllocationClientAddress1764957300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE allocations ADD COLUMN client_address text`);
    await q.query(`CREATE INDEX allocations_client_address_idx ON allocations (client_address) WHERE active`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX allocations_client_address_idx`);
    await q.query(`ALTER TABLE allocations DROP COLUMN client_address`);
  }
}
