import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Remembered answers to POST/PUT/PATCH/DELETE requests that carried an Idempotency-Key
 * (docs/product/api.md#server-rules), kept 24 h.
 */
export class IdempotencyKeys1763810000000 implements MigrationInterface {
  name = 'IdempotencyKeys1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        scope text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        response_status integer,
        response_type text,
        response_body text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
    await q.query(`CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
  }
}
