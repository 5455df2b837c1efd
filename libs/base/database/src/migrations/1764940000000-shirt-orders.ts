import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The business's shirt order: the sizes kept when an event's shirts were marked ordered (compared with the roster's to
 * flag a change), and a kind for exports, whose worker now also prints the shirt order's PDF.
 */
export class ShirtOrders1764940000000 implements MigrationInterface {
  name = 'ShirtOrders1764940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shirt_order_marks (
        booking_id uuid PRIMARY KEY,
        sizes jsonb NOT NULL,
        ordered_at timestamptz NOT NULL,
        ordered_by uuid NOT NULL,
        CONSTRAINT shirt_order_marks_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE
      )`);
    await q.query(`ALTER TABLE exports ADD kind text NOT NULL DEFAULT 'bookings-csv'`);
    await q.query(
      `ALTER TABLE exports ADD CONSTRAINT exports_kind_check CHECK (kind IN ('bookings-csv', 'shirt-order-pdf'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE exports DROP CONSTRAINT exports_kind_check`);
    await q.query(`ALTER TABLE exports DROP COLUMN kind`);
    await q.query(`DROP TABLE shirt_order_marks`);
  }
}
