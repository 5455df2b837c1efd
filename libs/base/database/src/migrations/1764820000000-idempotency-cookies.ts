import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cookies an answer set, replayed with it: a booking whose first answer never reached the browser (it gave up, the
 * connection dropped) gives the retry its owner cookie too, or the booking would not open there.
 */
export class IdempotencyCookies1764820000000 implements MigrationInterface {
  name = 'IdempotencyCookies1764820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE idempotency_keys ADD COLUMN response_cookies text[]`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE idempotency_keys DROP COLUMN response_cookies`);
  }
}
