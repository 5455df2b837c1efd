import type { EntityManager } from 'typeorm';
import { PlatformException } from '@app/platform';
import { ConcurrentLimitName, RATE_LIMITS } from './rate-limits';
import { refusal } from './too-many-requests';

/** What a concurrent limit counts of one client: how many it holds now, and when the first of them lapses. */
export interface HeldNow {
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
 * Refuses a new hold (a reservation, an unpaid booking's team) that takes a client past a concurrent limit: 429
 * RATE_LIMITED with Retry-After until the first of its holds lapses, which rolls the hold back with its transaction.
 * Called last in that transaction, after the hold is written, so the count includes it: the advisory locks of the
 * checks (one statement, in the order given, the same for every caller) are held only from here to the commit, so a
 * client's requests wait for each other briefly, and the second counts the first's committed hold (racing never lets
 * both through). Taken at the end, they hold no lock another caller could be waiting on with one of them: no deadlock.
 * `countHeld` answers for every limit at once (one HeldNow each, in their order), one statement: each round trip to
 * PostgreSQL between the locks and the commit is time the client's next request waits.
 */
export async function refuseBeyondHeldLimits(
  manager: EntityManager,
  factor: number,
  limits: HeldLimit[],
  countHeld: () => Promise<HeldNow[]>,
): Promise<void> {
  const locks = limits.map((_, i) => `pg_advisory_xact_lock(hashtextextended($${i + 1}, 0))`);
  await manager.query(
    `SELECT ${locks.join(', ')}`,
    limits.map(({ name, key }) => `held:${name}:${key}`),
  );
  const counts = await countHeld();
  for (const [i, { name }] of limits.entries()) {
    const held = counts[i];
    if (held.count <= heldAtOnce(name, factor)) continue;
    const waitMs = (held.firstLapse?.getTime() ?? Date.now()) - Date.now();
    throw new PlatformException('RATE_LIMITED', ...refusal(RATE_LIMITS[name], waitMs));
  }
}
