import type { EntityManager } from 'typeorm';
import { PlatformException } from '@app/platform';
import { ConcurrentLimitName, RATE_LIMITS } from './rate-limits';
import { refusal } from './too-many-requests';

/** What a concurrent limit counts of one client: how many it holds now, and when the first of them lapses. */
export interface HeldNow {
  count: number;
  firstLapse: Date | null;
}

/** A concurrent limit with RATE_LIMIT_FACTOR applied (the suites raise it, as they do every limit). */
export const heldAtOnce = (name: ConcurrentLimitName, factor: number): number => RATE_LIMITS[name].atOnce * factor;

/**
 * Refuses a new hold (a reservation, an unpaid booking's team) once `client` holds as many as RATE_LIMITS[name]
 * allows: 429 RATE_LIMITED with Retry-After until the first of its holds lapses. Called inside the transaction that
 * adds the hold, it first takes a transaction-scoped advisory lock of that limit and client, so two requests of one
 * client wait for each other and the second counts the hold the first committed: racing never lets both through.
 * Callers take the locks of one request in a fixed order (address before e-mail) so two requests never deadlock.
 */
export async function refuseBeyondHeldLimit(
  manager: EntityManager,
  name: ConcurrentLimitName,
  client: { key: string; factor: number },
  countHeld: () => Promise<HeldNow>,
): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`held:${name}:${client.key}`]);
  const held = await countHeld();
  if (held.count < heldAtOnce(name, client.factor)) return;
  const waitMs = (held.firstLapse?.getTime() ?? Date.now()) - Date.now();
  throw new PlatformException('RATE_LIMITED', ...refusal(RATE_LIMITS[name], waitMs));
}
