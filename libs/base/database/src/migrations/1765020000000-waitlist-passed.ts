import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A family whose day (and second day) have all passed leaves the waiting list by itself, as `passed`
 * (docs/product/waitlist.md#leaving): the worker's daily waitlist.prune.
 */
export class WaitlistPassed1765020000000 implements MigrationInterface {
  name = 'WaitlistPassed1765020000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_status_check"`);
    await q.query(
      `ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_status_check" CHECK (status IN ('waiting', 'booked', 'declined', 'expired', 'left', 'removed', 'passed'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_status_check"`);
    await q.query(`UPDATE "waitlist_entries" SET "status" = 'left' WHERE "status" = 'passed'`);
    await q.query(
      `ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_status_check" CHECK (status IN ('waiting', 'booked', 'declined', 'expired', 'left', 'removed'))`,
    );
  }
}
