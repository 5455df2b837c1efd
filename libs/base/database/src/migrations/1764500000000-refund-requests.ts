import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin's refund, asked before PayPal is called: the request's id is the call's PayPal-Request-Id and its invoice id
 * the refund's, so the call's answer and PayPal's REFUNDED webhook, whichever comes first, settle it once, with no
 * transaction held across the call. One open request per payment.
 */
export class RefundRequests1764500000000 implements MigrationInterface {
  name = 'RefundRequests1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE refund_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        payment_id uuid NOT NULL CONSTRAINT refund_requests_payment_id_fkey REFERENCES payments (id),
        booking_id uuid NOT NULL CONSTRAINT refund_requests_booking_id_fkey REFERENCES bookings (id),
        amount_cents integer NOT NULL,
        invoice_id text NOT NULL,
        reason text NOT NULL,
        requested_by uuid,
        requested_by_name text NOT NULL,
        status text NOT NULL DEFAULT 'requested',
        refund_id text,
        failure_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz,
        CONSTRAINT refund_requests_amount_check CHECK (amount_cents > 0),
        CONSTRAINT refund_requests_status_check CHECK (status IN ('requested', 'completed', 'failed'))
      )`);
    await q.query(`CREATE UNIQUE INDEX refund_requests_invoice_key ON refund_requests (invoice_id)`);
    await q.query(
      `CREATE UNIQUE INDEX refund_requests_open_key ON refund_requests (payment_id) WHERE status = 'requested'`,
    );
    await q.query(`CREATE INDEX refund_requests_booking_idx ON refund_requests (booking_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE refund_requests`);
  }
}
