import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money taken outside PayPal: a payment of method `cash` or `bank-transfer`, with the day it was received, the admin's
 * note and who recorded it. Only a PayPal payment needs an order id.
 */
export class OfflinePayments1764870000000 implements MigrationInterface {
  name = 'OfflinePayments1764870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payments
        ADD COLUMN received_on date,
        ADD COLUMN note text,
        ADD COLUMN recorded_by uuid,
        DROP CONSTRAINT payments_method_check,
        ADD CONSTRAINT payments_method_check CHECK (method IN ('paypal', 'promo', 'cash', 'bank-transfer')),
        DROP CONSTRAINT payments_paypal_order_check,
        ADD CONSTRAINT payments_paypal_order_check CHECK (method <> 'paypal' OR paypal_order_id IS NOT NULL),
        ADD CONSTRAINT payments_received_on_check
          CHECK ((method IN ('cash', 'bank-transfer')) = (received_on IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM payment_refunds WHERE payment_id IN
      (SELECT id FROM payments WHERE method IN ('cash', 'bank-transfer'))`);
    await q.query(`DELETE FROM payments WHERE method IN ('cash', 'bank-transfer')`);
    await q.query(`
      ALTER TABLE payments
        DROP CONSTRAINT payments_received_on_check,
        DROP CONSTRAINT payments_paypal_order_check,
        ADD CONSTRAINT payments_paypal_order_check CHECK (method = 'promo' OR paypal_order_id IS NOT NULL),
        DROP CONSTRAINT payments_method_check,
        ADD CONSTRAINT payments_method_check CHECK (method IN ('paypal', 'promo')),
        DROP COLUMN received_on,
        DROP COLUMN note,
        DROP COLUMN recorded_by`);
  }
}
