import type { EntityManager } from 'typeorm';
import { PlatformException } from '@app/platform';
import { HeldLimitName, RATE_LIMITS } from './rate-limits';
import { refusal } from './too-many-requests';

/** One limit of what a client holds (at once, or a budget over a window) for one client (an address key, an e-mail). */
export interface HeldLimit {
  name: HeldLimitName;
  key: string;
}

/**
 * What a held limit allows, RATE_LIMIT_FACTOR applied (the suites raise it, as they do every limit): so many held at
 * once, or a budget's minutes (which its count needs too, to say when enough have left the window).
 */
export const heldAllowance = (name: HeldLimitName, factor: number): number => {
  const rule = RATE_LIMITS[name];
  return ('atOnce' in rule ? rule.atOnce : rule.minutes) * factor;
};

/**
 * What a client holds, as a statement to run under the limits' locks: its SQL, whose one parameter $1 is `parameters`
 * (a text[]), answers one row with, for each limit i in the order given, `count_<i>` (how many it holds now, or for a
 * budget the whole minutes held in its window) and `lapse_<i>` (when the first of them lapses, or when enough minutes
 * have left the window; null if none), which the database's check compares.
 */
export interface HeldCount {
  sql: string;
  parameters: string[];
}

/** The advisory lock of one client's limit: every caller takes a client's limits in the order they are given. */
const lockKey = ({ name, key }: HeldLimit): string => `held:${name}:${key}`;

/** A 429 RATE_LIMITED for `name`, with Retry-After until the first of the client's holds lapses. */
const refused = (name: HeldLimitName, firstLapse: string | null): PlatformException =>
  new PlatformException(
    'RATE_LIMITED',
    ...refusal(RATE_LIMITS[name], (firstLapse === null ? Date.now() : Date.parse(firstLapse)) - Date.now()),
  );

/**
 * The check, as the database function refuse_beyond_held_limits runs it (migration 1764958700000-held-limits-one-check):
 * the locks to take in order, then each limit's name and what it allows (`atOnce`: so many at once, or a budget's
 * minutes) against the count's columns. Both ways of counting below hand it this, so the rule (a count past what is
 * allowed is refused, Retry-After from the lapse) is written once.
 */
const armedCheck = (factor: number, limits: HeldLimit[], count: HeldCount): string =>
  JSON.stringify({
    locks: limits.map(lockKey),
    names: limits.map(({ name }) => name),
    atOnce: limits.map(({ name }) => heldAllowance(name, factor)),
    sql: count.sql,
    parameters: count.parameters,
  });

/**
 * Refuses a new hold (a reservation, an unpaid booking's team claimed again when paying) that takes a client past a
 * held limit: 429 RATE_LIMITED with Retry-After until the first of its holds lapses (for a budget, until enough of
 * its minutes have left the window), which rolls the hold back with its transaction. Called after the hold is written, so the count includes it: the advisory locks of the checks
 * (in the order given, the same for every caller) are held from here to the commit, so a client's requests wait for
 * each other, and the second counts the first's committed hold (racing never lets both through). The locks, the
 * count (every limit at once) and the comparison are one round trip (refuse_beyond_held_limits, whose count sees
 * what was committed while it waited). Where nothing may be refused after the count, refuseBeyondHeldLimitsAtCommit
 * holds the locks for less.
 */
export async function refuseBeyondHeldLimits(
  manager: EntityManager,
  factor: number,
  limits: HeldLimit[],
  count: HeldCount,
): Promise<void> {
  await manager
    .query(`SELECT refuse_beyond_held_limits($1::jsonb)`, [armedCheck(factor, limits, count)])
    .catch((err: unknown) => {
      throw heldLimitRefusal(err);
    });
}

/**
 * refuseBeyondHeldLimits' check, made by PostgreSQL while it commits the transaction: its locks are taken and its
 * count made in the COMMIT itself, after every other statement, so they are held for the count and the commit's
 * flush, with no round trip to the api under them (bench/results.md#booking-creation-the-locks-at-commit). The
 * transaction must insert an allocation (its deferred trigger runs the check: migrations
 * 1764958600000-held-limits-at-commit and 1764958700000-held-limits-one-check), and nothing it does after this may
 * refuse the request, since the refusal comes last. The COMMIT then fails with the limit's refusal: `heldLimitRefusal`
 * turns that error into the 429.
 */
export async function refuseBeyondHeldLimitsAtCommit(
  manager: EntityManager,
  factor: number,
  limits: HeldLimit[],
  count: HeldCount,
): Promise<void> {
  await manager.query(`SELECT set_config('app.held_limits', $1, true)`, [armedCheck(factor, limits, count)]);
}

/** The SQLSTATE the check raises (migration 1764958700000-held-limits-one-check). */
const HELD_LIMIT_PASSED = 'CP429';

/**
 * The 429 RATE_LIMITED of the database's check, counted at once or at a COMMIT (refuseBeyondHeldLimitsAtCommit's);
 * any other error as it is. For a transaction's catch: `.catch((err) => { throw heldLimitRefusal(err); })`.
 */
export function heldLimitRefusal(err: unknown): unknown {
  const driverError = (err as { driverError?: { code?: unknown; detail?: unknown } } | null)?.driverError;
  if (driverError?.code !== HELD_LIMIT_PASSED || typeof driverError.detail !== 'string') return err;
  const { limit, firstLapse } = JSON.parse(driverError.detail) as { limit: string; firstLapse: string | null };
  if (!(limit in RATE_LIMITS)) return err;
  return refused(limit as HeldLimitName, firstLapse);
}
