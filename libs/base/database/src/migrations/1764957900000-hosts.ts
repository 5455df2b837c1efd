import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hosts (docs/product/hosts.md#hosts): the `host` role, an account's `active` flag (a deactivated account signs in no
 * more), the invitations to set a first password (only a hash of each link's token is kept), and the hosts of each
 * team. team_hosts names its host by id without a foreign key: availability owns teams, accounts owns users, and the
 * admin's use case asks accounts which ids are hosts before it writes the list.
 */
export class Hosts1764957900000 implements MigrationInterface {
  name = 'Hosts1764957900000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL adds an enum value inside a transaction as long as nothing in it uses the value yet.
    await q.query(`ALTER TYPE user_role ADD VALUE 'host'`);
    await q.query(`ALTER TABLE users ADD active boolean NOT NULL DEFAULT true`);
    await q.query(`
      CREATE TABLE host_invitations (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT host_invitations_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX host_invitations_token_hash_key ON host_invitations (token_hash)`);
    await q.query(`CREATE INDEX host_invitations_user_id_idx ON host_invitations (user_id, created_at)`);
    await q.query(`
      CREATE TABLE team_hosts (
        team_id integer NOT NULL,
        host_id uuid NOT NULL,
        PRIMARY KEY (team_id, host_id),
        CONSTRAINT team_hosts_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams (id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX team_hosts_host_id_idx ON team_hosts (host_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE team_hosts`);
    await q.query(`DROP TABLE host_invitations`);
    await q.query(`ALTER TABLE users DROP COLUMN active`);
    // An enum value cannot be dropped: the type is made again without it, once no account has it.
    await q.query(`DELETE FROM users WHERE role = 'host'`);
    await q.query(`ALTER TYPE user_role RENAME TO user_role_old`);
    await q.query(`CREATE TYPE user_role AS ENUM ('admin', 'user')`);
    await q.query(`ALTER TABLE users ALTER role DROP DEFAULT`);
    await q.query(`ALTER TABLE users ALTER role TYPE user_role USING role::text::user_role`);
    await q.query(`ALTER TABLE users ALTER role SET DEFAULT 'user'`);
    await q.query(`DROP TYPE user_role_old`);
  }
}
