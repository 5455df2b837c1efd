import Redis from 'ioredis';
import { Client } from 'pg';
import { useThrowawayPostgres } from './throwaway-postgres';
import { useThrowawayRedis } from './throwaway-redis';

/**
 * What `npm test` does with DATABASE_URL / REDIS_URL (docker compose's servers), tried on the servers of this run:
 * it creates what it uses and removes only that.
 */
describe('tests on a PostgreSQL and a Redis someone else runs', () => {
  const databasesNamed = async (pattern: string) => {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [pattern],
      );
      return rows.map((r) => r.datname);
    } finally {
      await client.end();
    }
  };

  it('PostgreSQL: databases of its own, usable, then dropped; the database it was given is untouched', async () => {
    const server = await useThrowawayPostgres(process.env.DATABASE_URL!);
    expect(Number.parseInt(server.version, 10)).toBeGreaterThanOrEqual(15);
    await server.ensureDatabase('integration');
    await server.ensureDatabase('integration'); // a second call reuses it
    const name = new URL(server.url('integration')).pathname.slice(1);
    expect(name).toMatch(/^champions_test_[0-9a-f]{8}_integration$/);

    const own = new Client({ connectionString: server.url('integration') });
    await own.connect();
    await own.query('CREATE TABLE t (n int)');
    await own.end();

    await server.stop();
    expect(await databasesNamed(name)).toEqual([]);
    const given = new URL(process.env.DATABASE_URL!).pathname.slice(1);
    expect(await databasesNamed(given)).toEqual([given]);
  });

  it('Redis: an empty database of its own, flushed at the end; keys in other databases stay', async () => {
    const given = new Redis(process.env.REDIS_URL!);
    await given.set('throwaway-spec:keep', 'mine');
    const server = await useThrowawayRedis(process.env.REDIS_URL!);
    expect(Number.parseInt(server.version, 10)).toBeGreaterThanOrEqual(7);
    const first = await server.claim();
    const second = await server.claim();
    expect(first).not.toBe(second);
    const dbOf = (url: string) => Number(new URL(url).pathname.slice(1) || 0);
    expect(dbOf(first)).not.toBe(dbOf(process.env.REDIS_URL!)); // that one has keys

    const own = new Redis(first);
    expect(await own.dbsize()).toBe(1); // only the claim mark
    await own.set('throwaway-spec:scratch', '1');
    await server.stop();
    expect(await own.dbsize()).toBe(0);
    expect(await given.get('throwaway-spec:keep')).toBe('mine');
    await given.del('throwaway-spec:keep');
    own.disconnect();
    given.disconnect();
  });
});
