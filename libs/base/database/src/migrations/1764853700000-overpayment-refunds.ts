import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why a refund was asked: a cancellation's, or what was paid above a changed booking's new total, which goes back while
 * the booking stands. Every earlier request was a cancellation's.
 */
export class OverpaymentRefunds1764853700000 implements MigrationInterface {
  name = 'OverpaymentRefunds1764853700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE refund_requests
        ADD COLUMN purpose text NOT NULL DEFAULT 'cancellation'
          CONSTRAINT refund_requests_purpose_check CHECK (purpose IN ('cancellation', 'overpayment'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refund_requests DROP COLUMN purpose`);
  }
}
