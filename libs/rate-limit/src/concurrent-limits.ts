import type { EntityManager } from 'typeorm';
import { PlatformException } from '@app/platform';
import { ConcurrentLimitName, RATE_LIMITS } from './rate-limits';
import { refusal } from './too-many-requests';

/** One concurrent limit of RATE_LIMITS for one client (an address key, an e-mail). */
export interface HeldLimit {
  name: ConcurrentLimitName;
  key: string;
}

/** A concurrent limit with RATE_LIMIT_FACTOR applied (the suites raise it, as they do every limit). */
const heldAtOnce = (name: ConcurrentLimitName, factor: number): number => RATE_LIMITS[name].atOnce * factor;

/**
 * What a client holds, as a statement to run under the limits' locks: its SQL, whose one parameter $1 is `parameters`
 * (a text[]), answers one row with, for each limit i in the order given, `count_<i>` (how many it holds now) and
 * `lapse_<i>` (when the first of them lapses, or null). The database's check at COMMIT reads those columns too
 * (migration 1764958600000-held-limits-at-commit).
 */
export interface HeldCount {
  sql: string;
  parameters: string[];
}

/** The advisory lock of one client's limit: every caller takes a client's limits in the order they are given. */
const lockKey = ({ name, key }: HeldLimit): string => `held:${name}:${key}`;

/** A 429 RATE_LIMITED for `name`, with Retry-After until the first of the client's holds lapses. */
const refused = (name: ConcurrentLimitName, firstLapse: string | null): PlatformException =>
  new PlatformException(
    'RATE_LIMITED',
    ...refusal(RATE_LIMITS[name], (firstLapse === null ? Date.now() : Date.parse(firstLapse)) - Date.now()),
  );

/**
 * Refuses a new hold (a reservation, an unpaid booking's team claimed again when paying) that takes a client past a
 * concurrent limit: 429 RATE_LIMITED with Retry-After until the first of its holds lapses, which rolls the hold back
 * with its transaction. Called after the hold is written, so the count includes it: the advisory locks of the checks
 * (in the order given, the same for every caller) are held from here to the commit, so a client's requests wait for
 * each other, and the second counts the first's committed hold (racing never lets both through). The locks and
 * `count` (every limit at once) are one round trip (rows_after_advisory_locks, a database function whose count sees
 * what was committed while it waited). Where nothing may be refused after the count, refuseBeyondHeldLimitsAtCommit
 * holds the locks for less.
 */
export async function refuseBeyondHeldLimits(
  manager: EntityManager,
  factor: number,
  limits: HeldLimit[],
  count: HeldCount,
): Promise<void> {
  const [{ held }]: { held: Record<string, unknown> }[] = await manager.query(
    `SELECT held FROM rows_after_advisory_locks($1::text[], $2::text, $3::text[]) AS held`,
    [limits.map(lockKey), count.sql, count.parameters],
  );
  for (const [i, { name }] of limits.entries()) {
    if ((held[`count_${i}`] as number) <= heldAtOnce(name, factor)) continue;
    throw refused(name, held[`lapse_${i}`] as string | null);
  }
}

/**
 * refuseBeyondHeldLimits' check, made by PostgreSQL while it commits the transaction: its locks are taken and its
 * count made in the COMMIT itself, after every other statement, so they are held for the count and the commit's
 * flush, with no round trip to the api under them (bench/results.md#booking-creation-the-locks-at-commit). The
 * transaction must insert an allocation (its deferred trigger runs the check: migration
 * 1764958600000-held-limits-at-commit), and nothing it does after this may refuse the request, since the refusal
 * comes last. The COMMIT then fails with the limit's refusal: `heldLimitRefusal` turns that error into the 429.
 */
export async function refuseBeyondHeldLimitsAtCommit(
  manager: EntityManager,
  factor: number,
  limits: HeldLimit[],
  count: HeldCount,
): Promise<void> {
  const armed = {
    locks: limits.map(lockKey),
    names: limits.map(({ name }) => name),
    atOnce: limits.map(({ name }) => heldAtOnce(name, factor)),
    sql: count.sql,
    parameters: count.parameters,
  };
  await manager.query(`SELECT set_config('app.held_limits', $1, true)`, [JSON.stringify(armed)]);
}

/** The SQLSTATE the check at COMMIT raises (migration 1764958600000-held-limits-at-commit). */
const HELD_LIMIT_PASSED = 'CP429';

/**
 * The 429 RATE_LIMITED of a transaction whose COMMIT refuseBeyondHeldLimitsAtCommit's check failed, as
 * refuseBeyondHeldLimits would have refused it; any other error as it is. For a transaction's catch:
 * `.catch((err) => { throw heldLimitRefusal(err); })`.
 */
export function heldLimitRefusal(err: unknown): unknown {
  const driverError = (err as { driverError?: { code?: unknown; detail?: unknown } } | null)?.driverError;
  if (driverError?.code !== HELD_LIMIT_PASSED || typeof driverError.detail !== 'string') return err;
  const { limit, firstLapse } = JSON.parse(driverError.detail) as { limit: string; firstLapse: string | null };
  if (!(limit in RATE_LIMITS)) return err;
  return refused(limit as ConcurrentLimitName, firstLapse);
}
