import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { RunningPostgres } from './embedded-postgres';
import { assertServerVersion, serverAddress } from './server-versions';

/**
 * A PostgreSQL someone else runs (DATABASE_URL: docker compose, a CI service, a shared server) used for tests without
 * touching what is on it: every database is created here under a name of this run's own (`champions_test_<run>_<name>`)
 * and dropped by stop(). The URL's user needs CREATEDB; its database is only used to connect. A server older than
 * PostgreSQL 15 is refused.
 */
export async function useThrowawayPostgres(serverUrl: string): Promise<RunningPostgres & { version: string }> {
  const admin = () => new Client({ connectionString: serverUrl });
  const version = await withClient(admin(), async (client) => {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0].server_version.split(' ')[0];
  });
  assertServerVersion('postgres', version, serverAddress(serverUrl));

  const run = randomBytes(4).toString('hex');
  const nameOf = (database: string) => `champions_test_${run}_${database.replace(/[^a-z0-9_]/gi, '')}`.toLowerCase();
  const created = new Set<string>();
  const url = (database: string) => {
    const target = new URL(serverUrl);
    target.pathname = `/${nameOf(database)}`;
    return target.toString();
  };
  return {
    version,
    port: Number(new URL(serverUrl).port || 5432),
    url,
    ensureDatabase: async (database: string) => {
      const name = nameOf(database);
      if (created.has(name)) return;
      await withClient(admin(), (client) => client.query(`CREATE DATABASE "${name}"`));
      created.add(name);
    },
    // WITH (FORCE) ends sessions a killed app may have left (PostgreSQL 13+).
    stop: () =>
      withClient(admin(), async (client) => {
        for (const name of created) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        created.clear();
      }),
  };
}

async function withClient<T>(client: Client, work: (client: Client) => Promise<T>): Promise<T> {
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
