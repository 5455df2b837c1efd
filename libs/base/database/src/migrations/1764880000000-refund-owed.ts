import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cancellation's refund beyond what PayPal's captures hold is owed by hand, on the cash or bank-transfer payments it
 * comes from, until an admin records the return (never more than what is left of the payment).
 */
export class RefundOwed1764880000000 implements MigrationInterface {
  name = 'RefundOwed1764880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payments
        ADD COLUMN owed_cents int NOT NULL DEFAULT 0,
        ADD CONSTRAINT payments_owed_check CHECK (owed_cents >= 0 AND refunded_cents + owed_cents <= amount_cents)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_owed_check, DROP COLUMN owed_cents`);
  }
}
