import type { DataSource } from 'typeorm';
import { loadConfig } from '@app/config';
import type { Seeder } from '@app/database';
import { hashPassword, verifyPassword } from './password-hashing';
import { withoutQueryParameters } from './without-query-parameters';

/**
 * The admin account from ADMIN_USERNAME / ADMIN_PASSWORD (docs/product/accounts.md#admin-account). Runs on every start:
 * creates the account, or makes sure it is an admin whose password is the configured one (so rotating ADMIN_PASSWORD
 * takes effect at the next start). Renaming ADMIN_USERNAME creates a new admin and leaves the old account as it was.
 * Configuration is read when the seeder runs (loadConfig refuses the dev defaults in production).
 */
export class AdminAccountSeeder implements Seeder {
  readonly name = 'admin account';

  constructor(private readonly readAdmin = () => loadConfig().admin) {}

  async run(dataSource: DataSource): Promise<void> {
    const { username, password } = this.readAdmin();
    try {
      const [existing]: { id: string; role: string; password_hash: string }[] = await dataSource.query(
        `SELECT id, role, password_hash FROM users WHERE lower(username) = lower($1)`,
        [username],
      );
      if (!existing) {
        await dataSource.query(
          `INSERT INTO users (username, role, password_hash) VALUES ($1, 'admin', $2)
           ON CONFLICT (lower(username)) DO NOTHING`,
          [username, await hashPassword(password)],
        );
        return;
      }
      const passwordCurrent = await verifyPassword(existing.password_hash, password);
      if (existing.role === 'admin' && passwordCurrent) return;
      await dataSource.query(`UPDATE users SET role = 'admin', password_hash = $2, updated_at = now() WHERE id = $1`, [
        existing.id,
        passwordCurrent ? existing.password_hash : await hashPassword(password),
      ]);
    } catch (err) {
      throw withoutQueryParameters(err);
    }
  }
}
