import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Metrics } from '@app/metrics';

/** The figures cover holds that lapsed within this window: long enough for a scrape interval, short enough to be news. */
const WINDOW = '1 hour';
/** At most this many addresses are named per kind, and only those with at least OFFENDER_LAPSES lapses in the window. */
const TOP_ADDRESSES = 5;
/** More than the two reservations an address may hold at once lapsing within the hour is a pattern, not a parent. */
const OFFENDER_LAPSES = 3;

const KINDS = ['reservation', 'hold'] as const;

/**
 * Reservations and unpaid holds that lapsed without becoming a booking (or a payment), read from the allocations
 * when scraped. Lapsing is the clock passing an expiry in PostgreSQL, with no code running, so there is no moment a
 * process could count it: like the outbox backlog, the figure is read from the rows (every replica reports the same
 * one: use max(), not sum()). A label per address would be unbounded (anyone can send from a new address), so the
 * total has only `kind`, and the addresses are named only for the few with the most lapses past a threshold: what
 * an operator acts on (docs/operations.md, "Abuse limits"), at most TOP_ADDRESSES series per kind.
 */
@Injectable()
export class LapsedHoldsMetrics {
  constructor(metrics: Metrics, dataSource: DataSource) {
    metrics.refreshOnScrape((gauge) => {
      const lapsed = gauge({
        name: 'champions_holds_lapsed_last_hour',
        help: 'Reservations and unpaid booking holds that lapsed without a booking or payment in the last hour.',
        labelNames: ['kind'] as const,
      });
      const top = gauge({
        name: 'champions_holds_lapsed_last_hour_top_address',
        help: `Lapsed holds in the last hour of the ${TOP_ADDRESSES} client addresses (IPv6 per /64) with the most, each with at least ${OFFENDER_LAPSES}.`,
        labelNames: ['kind', 'address'] as const,
      });
      return async () => {
        const rows: { kind: (typeof KINDS)[number]; address: string | null; lapsed: number }[] = await dataSource.query(
          LAPSED_SQL,
          [WINDOW, TOP_ADDRESSES, OFFENDER_LAPSES],
        );
        for (const kind of KINDS) lapsed.set({ kind }, 0);
        top.reset();
        for (const row of rows) {
          if (row.address === null) lapsed.set({ kind: row.kind }, row.lapsed);
          else top.set({ kind: row.kind, address: row.address }, row.lapsed);
        }
      };
    });
  }
}

/**
 * Lapsed without a booking: its expiry passed while it was active (still active, or released at or after it by a
 * claim, the holder's next request or the hold's expiry job). One released before its expiry was taken over by a
 * booking, released by the parent or made firm (a firm row has no expiry), so it does not count. One row per kind
 * (address null), then the top addresses.
 */
const LAPSED_SQL = `
  WITH lapsed AS (
    SELECT kind, client_address FROM allocations
    WHERE kind IN ('reservation', 'hold') AND hold_expires_at <= now() AND hold_expires_at > now() - $1::interval
      AND (active OR released_at >= hold_expires_at)
  )
  SELECT kind, NULL AS address, count(*)::int AS lapsed FROM lapsed GROUP BY kind
  UNION ALL
  SELECT kind, address, lapsed FROM (
    SELECT kind, client_address AS address, count(*)::int AS lapsed,
      row_number() OVER (PARTITION BY kind ORDER BY count(*) DESC, client_address) AS rank
    FROM lapsed WHERE client_address IS NOT NULL GROUP BY kind, client_address
  ) ranked
  WHERE rank <= $2 AND lapsed >= $3`;
