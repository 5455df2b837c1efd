import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the host was last e-mailed the families who replied through the invitation link, and the roster's version then:
 * the next such e-mail lists the replies added after that version, and waits until a day after the last
 * (docs/product/roster.md#the-roster-on-the-server).
 */
export class RosterRepliesNotified1764957400000 implements MigrationInterface {
  name = 'RosterRepliesNotified1764957400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE rosters ADD replies_notified_at timestamptz, ADD replies_notified_version integer NOT NULL DEFAULT 0`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rosters DROP COLUMN replies_notified_version, DROP COLUMN replies_notified_at`);
  }
}
