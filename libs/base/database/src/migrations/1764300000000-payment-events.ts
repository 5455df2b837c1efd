import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PayPal webhooks handled (by event id, so a redelivery changes nothing) and refunds of captured payments (by
 * PayPal's refund id, so the admin's refund call and its webhook record one refund).
 */
export class PaymentEvents1764300000000 implements MigrationInterface {
  name = 'PaymentEvents1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE paypal_webhook_events (
        id text PRIMARY KEY,
        event_type text NOT NULL,
        resource_id text,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE payment_refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        payment_id uuid NOT NULL CONSTRAINT payment_refunds_payment_id_fkey REFERENCES payments (id),
        refund_id text NOT NULL,
        amount_cents integer NOT NULL,
        kind text NOT NULL DEFAULT 'refund',
        reason text,
        refunded_by uuid,
        refunded_at timestamptz NOT NULL,
        notified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payment_refunds_amount_check CHECK (amount_cents > 0),
        CONSTRAINT payment_refunds_kind_check CHECK (kind IN ('refund', 'reversal'))
      )`);
    await q.query(`CREATE UNIQUE INDEX payment_refunds_refund_key ON payment_refunds (refund_id)`);
    await q.query(`CREATE INDEX payment_refunds_payment_idx ON payment_refunds (payment_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_refunds`);
    await q.query(`DROP TABLE paypal_webhook_events`);
  }
}
