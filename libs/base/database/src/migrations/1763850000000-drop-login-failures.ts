import { MigrationInterface, QueryRunner } from 'typeorm';

/** Sign-in throttling moved to the shared rate limiter in Redis (libs/base/rate-limit); its Postgres counters go. */
export class DropLoginFailures1763850000000 implements MigrationInterface {
  name = 'DropLoginFailures1763850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE login_failures`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_failures (
        key text PRIMARY KEY,
        failures integer NOT NULL,
        window_started_at timestamptz NOT NULL,
        locked_until timestamptz
      )`);
    await q.query(`CREATE INDEX login_failures_window_idx ON login_failures (window_started_at)`);
  }
}
