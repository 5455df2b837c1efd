import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts (users), the server-side sessions of connect-pg-simple (created here, never by the library at run time,
 * so the api needs no DDL rights) and the sign-in failure counters that throttle password guessing across replicas.
 */
export class Accounts1763800000000 implements MigrationInterface {
  name = 'Accounts1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE user_role AS ENUM ('admin', 'user')`);
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL,
        email text,
        first_name text,
        last_name text,
        role user_role NOT NULL DEFAULT 'user',
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Case-insensitive uniqueness: "Alice" and "alice" are one account; the 409 names the index that refused it.
    await q.query(`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);

    // The layout connect-pg-simple expects (sid, sess, expire).
    await q.query(`
      CREATE TABLE sessions (
        sid varchar PRIMARY KEY,
        sess json NOT NULL,
        expire timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX sessions_expire_idx ON sessions (expire)`);

    // One row per throttled key ("account:<name>" or "ip:<address>").
    await q.query(`
      CREATE TABLE login_failures (
        key text PRIMARY KEY,
        failures integer NOT NULL,
        window_started_at timestamptz NOT NULL,
        locked_until timestamptz
      )`);
    await q.query(`CREATE INDEX login_failures_window_idx ON login_failures (window_started_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE login_failures`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE users`);
    await q.query(`DROP TYPE user_role`);
  }
}
