import type { EntityManager } from 'typeorm';
import { PlatformException } from '@app/platform';
import { ConcurrentLimitName, RATE_LIMITS } from './rate-limits';
import { refusal } from './too-many-requests';

/** What a concurrent limit counts of one client: how many it holds now, and when the first of them lapses. */
interface HeldNow {
  count: number;
  firstLapse: Date | null;
}

/** One concurrent limit of RATE_LIMITS for one client (an address key, an e-mail). */
export interface HeldLimit {
  name: ConcurrentLimitName;
  key: string;
}

/** A concurrent limit with RATE_LIMIT_FACTOR applied (the suites raise it, as they do every limit). */
const heldAtOnce = (name: ConcurrentLimitName, factor: number): number => RATE_LIMITS[name].atOnce * factor;

/**
 * What a client holds, as a statement for refuseBeyondHeldLimits to run under the limits' locks: its SQL, whose one
 * parameter $1 is `parameters` (a text[]), and how its one row (as JSON) reads: one HeldNow per limit, in their order.
 */
export interface HeldCount {
  sql: string;
  parameters: string[];
  read(row: Record<string, unknown>): HeldNow[];
}

/**
 * Refuses a new hold (a reservation, an unpaid booking's team) that takes a client past a concurrent limit: 429
 * RATE_LIMITED with Retry-After until the first of its holds lapses, which rolls the hold back with its transaction.
 * Called last in that transaction, after the hold is written, so the count includes it: the advisory locks of the
 * checks (in the order given, the same for every caller) are held only from here to the commit, so a client's
 * requests wait for each other briefly, and the second counts the first's committed hold (racing never lets both
 * through). Taken at the end, they hold no lock another caller could be waiting on with one of them: no deadlock.
 * The locks and `count` (every limit at once) are one round trip (rows_after_advisory_locks, a database function
 * whose count sees what was committed while it waited): each round trip between the locks and the commit is time the
 * client's next request waits (bench/results.md#the-computed-availability-read-and-booking-creation).
 */
export async function refuseBeyondHeldLimits(
  manager: EntityManager,
  factor: number,
  limits: HeldLimit[],
  count: HeldCount,
): Promise<void> {
  const [{ held }]: { held: Record<string, unknown> }[] = await manager.query(
    `SELECT held FROM rows_after_advisory_locks($1::text[], $2::text, $3::text[]) AS held`,
    [limits.map(({ name, key }) => `held:${name}:${key}`), count.sql, count.parameters],
  );
  const counts = count.read(held);
  for (const [i, { name }] of limits.entries()) {
    const held = counts[i];
    if (held.count <= heldAtOnce(name, factor)) continue;
    const waitMs = (held.firstLapse?.getTime() ?? Date.now()) - Date.now();
    throw new PlatformException('RATE_LIMITED', ...refusal(RATE_LIMITS[name], waitMs));
  }
}
