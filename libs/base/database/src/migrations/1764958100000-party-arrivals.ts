import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The host's check-in on the day (docs/product/hosts.md#check-in): when each child arrived, and which children came
 * without being on the roster (walk-ins, docs/product/hosts.md#walk-ins). Rows already stored arrived at no time.
 */
export class PartyArrivals1764958100000 implements MigrationInterface {
  name = 'PartyArrivals1764958100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE roster_children ADD arrived_at timestamptz, ADD walk_in boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE roster_children DROP COLUMN arrived_at, DROP COLUMN walk_in`);
  }
}
