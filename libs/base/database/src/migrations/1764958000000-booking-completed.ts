import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking may be `completed`: its host finished the party (docs/product/hosts.md#finishing). The status check gains
 * the value; going back refuses while a completed booking is stored, rather than rewriting its history.
 */
export class BookingCompleted1764958000000 implements MigrationInterface {
  name = 'BookingCompleted1764958000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE bookings DROP CONSTRAINT bookings_status_check,
       ADD CONSTRAINT bookings_status_check CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE bookings DROP CONSTRAINT bookings_status_check,
       ADD CONSTRAINT bookings_status_check CHECK (status IN ('pending', 'confirmed', 'cancelled'))`,
    );
  }
}
