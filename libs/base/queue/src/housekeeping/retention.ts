import { IDEMPOTENCY_KEY_TTL_HOURS } from '@app/contracts';

/**
 * How long housekeeping keeps each kind of row (PostgreSQL intervals), in one place. Outbox rows and processed_events
 * outlive BullMQ's completed jobs (kept a day) by far, so a re-published row still meets its dedupe record. Idempotency
 * keys: the replay window of docs/product/api.md#server-rules (the api stops replaying after it too). Sessions: their
 * own `expire`. Reservations: a day after they lapsed or would have. (Sign-in and abuse counters live in Redis with
 * their own expiry: nothing to prune.)
 */
export const RETENTION = {
  publishedOutbox: '7 days',
  processedEvents: '30 days',
  idempotencyKeys: `${IDEMPOTENCY_KEY_TTL_HOURS} hours`,
  /**
   * The wizard's reservations of a chosen time: past their expiry they block nobody; a day for support, and at least
   * the window over which RATE_LIMITS['reservation-minutes'] adds up an address's reservations (a day).
   */
  reservations: '1 day',
  /**
   * The roster's PDFs (certificates, run sheets) are copies of children's names and notes, rebuilt from the roster on
   * the next request: a day covers a party's downloads without a copy outliving its roster.
   */
  rosterDocuments: '1 day',
} as const;

/** When the pruning runs: hourly, at minute 17 (cron, business time zone irrelevant). Once across all workers. */
export const HOUSEKEEPING_SCHEDULE = { id: 'housekeeping.prune', pattern: '17 * * * *' } as const;

/** Rows deleted per statement, so pruning a large backlog never holds long locks. */
export const PRUNE_BATCH = 5000;
