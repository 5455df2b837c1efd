import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A roster child's age in whole years, optional, so the host team can pitch games and split teams by age on the day
 * (docs/product/roster.md#age). Rows already stored have none (null); the check keeps ROSTER_RULES' range, 1 to 17.
 */
export class RosterChildAge1764957800000 implements MigrationInterface {
  name = 'RosterChildAge1764957800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE roster_children ADD age smallint,
       ADD CONSTRAINT roster_children_age_check CHECK (age BETWEEN 1 AND 17)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE roster_children DROP CONSTRAINT roster_children_age_check, DROP COLUMN age`);
  }
}
