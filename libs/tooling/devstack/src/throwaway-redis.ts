import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { assertServerVersion, serverAddress } from './server-versions';

/** Marks a Redis database as this run's; only a database carrying this run's mark is ever flushed. */
const CLAIM_KEY = 'champions:test-run';

export interface ThrowawayRedis {
  version: string;
  /** The URL of an empty logical database that is this run's alone from now on. */
  claim(): Promise<string>;
  /** Empties the databases this run claimed (and nothing else). */
  stop(): Promise<void>;
}

/**
 * A Redis someone else runs (REDIS_URL) used for tests without touching what is on it: each suite gets an empty
 * logical database (SELECT n) that is marked as this run's and flushed by stop(). A server older than Redis 7 is
 * refused; one with no empty database left is an error that says so.
 */
export async function useThrowawayRedis(serverUrl: string): Promise<ThrowawayRedis> {
  const redis = new Redis(serverUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined); // every command below reports its own failure
  await redis.connect();
  const version = /redis_version:(\S+)/.exec(await redis.info('server'))?.[1] ?? '';
  try {
    assertServerVersion('redis', version, serverAddress(serverUrl));
  } catch (err) {
    redis.disconnect();
    throw err;
  }

  const run = randomBytes(4).toString('hex');
  const claimed: number[] = [];
  const urlOf = (db: number) => {
    const url = new URL(serverUrl);
    url.pathname = `/${db}`;
    return url.toString();
  };
  return {
    version,
    claim: async () => {
      for (let db = 0; ; db++) {
        // SELECT fails past the server's `databases` setting (16 by default).
        if (!(await redis.select(db).catch(() => false))) break;
        if (claimed.includes(db) || (await redis.dbsize()) > 0) continue;
        if ((await redis.set(CLAIM_KEY, run, 'NX')) !== 'OK') continue;
        claimed.push(db);
        return urlOf(db);
      }
      throw new Error(`Redis at ${serverAddress(serverUrl)} has no empty database left for the tests`);
    },
    stop: async () => {
      for (const db of claimed.splice(0)) {
        await redis.select(db);
        if ((await redis.get(CLAIM_KEY)) === run) await redis.flushdb();
      }
      redis.disconnect();
    },
  };
}
