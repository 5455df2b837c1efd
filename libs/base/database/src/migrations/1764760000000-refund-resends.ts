import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refund PayPal refused, sent again by an admin: a new request (a new PayPal-Request-Id) for the same amount, which
 * the refused one points at (`resent_as`), so it is sent again once only.
 */
export class RefundResends1764760000000 implements MigrationInterface {
  name = 'RefundResends1764760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE refund_requests
        ADD COLUMN resent_as uuid CONSTRAINT refund_requests_resent_as_fkey REFERENCES refund_requests (id)`);
    await q.query(
      `CREATE UNIQUE INDEX refund_requests_resent_as_key ON refund_requests (resent_as) WHERE resent_as IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refund_requests DROP COLUMN resent_as`);
  }
}
