import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments: one row per PayPal order or free completion of a booking, money in cents. A booking with payments cannot be
 * deleted (no cascade): the money trail stays.
 */
export class Payments1764000000000 implements MigrationInterface {
  name = 'Payments1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL CONSTRAINT payments_booking_id_fkey REFERENCES bookings (id),
        method text NOT NULL,
        plan text NOT NULL,
        status text NOT NULL DEFAULT 'created',
        amount_cents integer NOT NULL,
        currency text NOT NULL DEFAULT 'USD',
        refunded_cents integer NOT NULL DEFAULT 0,
        promo_code text,
        promo_discount_cents integer NOT NULL DEFAULT 0,
        paypal_order_id text,
        invoice_id text NOT NULL,
        capture_id text,
        captured_at timestamptz,
        failure_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payments_method_check CHECK (method IN ('paypal', 'promo')),
        CONSTRAINT payments_plan_check CHECK (plan IN ('deposit', 'full', 'balance')),
        CONSTRAINT payments_status_check
          CHECK (status IN ('created', 'capturing', 'pending', 'captured', 'failed', 'expired')),
        CONSTRAINT payments_money_check
          CHECK (amount_cents >= 0 AND refunded_cents >= 0 AND refunded_cents <= amount_cents),
        CONSTRAINT payments_paypal_order_check CHECK (method = 'promo' OR paypal_order_id IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX payments_booking_idx ON payments (booking_id, created_at)`);
    await q.query(
      `CREATE UNIQUE INDEX payments_paypal_order_key ON payments (paypal_order_id) WHERE paypal_order_id IS NOT NULL`,
    );
    await q.query(`CREATE UNIQUE INDEX payments_capture_key ON payments (capture_id) WHERE capture_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX payments_invoice_key ON payments (invoice_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payments`);
  }
}
