import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receipts and confirmations: the HTML and the PDF the worker built for one event. `event_id` is unique, so a retried
 * or redelivered job finds its document instead of making a second one. A receipt names its payment.
 */
export class Documents1764150000000 implements MigrationInterface {
  name = 'Documents1764150000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL CONSTRAINT documents_booking_id_fkey REFERENCES bookings (id),
        kind text NOT NULL,
        payment_id uuid CONSTRAINT documents_payment_id_fkey REFERENCES payments (id),
        event_id uuid NOT NULL,
        html text NOT NULL,
        pdf bytea NOT NULL,
        emailed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT documents_kind_check CHECK (kind IN ('receipt', 'confirmation')),
        CONSTRAINT documents_payment_check CHECK ((kind = 'receipt') = (payment_id IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX documents_event_key ON documents (event_id)`);
    await q.query(`CREATE INDEX documents_booking_idx ON documents (booking_id, kind, created_at)`);
    await q.query(`CREATE INDEX documents_payment_idx ON documents (payment_id) WHERE payment_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE documents`);
  }
}
