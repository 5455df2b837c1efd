import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A game's scorer keeps its host (docs/product/party-day.md#one-scorer-per-game): the same host signed in again, or in
 * the installed app beside the browser, is not "another phone". The scorers from before keep none (null): their phone
 * is known by its id alone, as before.
 */
export class PartyScorerHost1764959600000 implements MigrationInterface {
  name = 'PartyScorerHost1764959600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "party_scorers" ADD "host_id" uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "party_scorers" DROP COLUMN "host_id"`);
  }
}
