import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The roster's host save merges families' additions instead of refusing them: each child row keeps the version its
 * addition made, and the roster the version the host side last made
 * (docs/product/roster.md#the-roster-on-the-server). Rows
 * already stored count as known to every host (0); rosters already stored take their version as the host's, so a
 * save based on an older list is refused exactly as before until the next save.
 */
export class RosterMergeVersions1764957000000 implements MigrationInterface {
  name = 'RosterMergeVersions1764957000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE roster_children ADD added_in_version integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE rosters ADD host_version integer NOT NULL DEFAULT 0`);
    await q.query(`UPDATE rosters SET host_version = version`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rosters DROP COLUMN host_version`);
    await q.query(`ALTER TABLE roster_children DROP COLUMN added_in_version`);
  }
}
