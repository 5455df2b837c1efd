import { MigrationInterface, QueryRunner } from 'typeorm';

/** A reminder a week before a party with custom shirts whose roster still lacks sizes. */
export class ShirtSizeReminder1764910000000 implements MigrationInterface {
  name = 'ShirtSizeReminder1764910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE booking_reminders
        DROP CONSTRAINT booking_reminders_kind_check,
        ADD CONSTRAINT booking_reminders_kind_check CHECK (kind IN ('event-48h', 'balance-7d', 'sizes-7d'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM booking_reminders WHERE kind = 'sizes-7d'`);
    await q.query(`
      ALTER TABLE booking_reminders
        DROP CONSTRAINT booking_reminders_kind_check,
        ADD CONSTRAINT booking_reminders_kind_check CHECK (kind IN ('event-48h', 'balance-7d'))`);
  }
}
