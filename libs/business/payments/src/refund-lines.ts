import type { DataSource, EntityManager } from 'typeorm';
import type { RefundLine } from '@app/contracts';
import { centsToDollars } from '@app/pricing';

/**
 * The bookings' refunds as their pages list them: each refund PayPal made (ours, one made in its dashboard, a reversal)
 * is `sent`; each request still awaiting PayPal's word is `on-its-way`; one PayPal refused and no admin sent again is
 * `failed` (sent again, the new request stands for it). A made request is its refund, listed once.
 */
export async function refundLinesOf(
  db: DataSource | EntityManager,
  bookingIds: string[],
): Promise<Map<string, RefundLine[]>> {
  const lines = new Map<string, RefundLine[]>(bookingIds.map((id) => [id, []]));
  if (!bookingIds.length) return lines;
  const rows: { booking_id: string; amount_cents: number; state: RefundLine['state']; at: Date }[] = await db.query(
    `SELECT p.booking_id, r.amount_cents, 'sent' AS state, r.refunded_at AS at, r.created_at AS recorded
       FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
      WHERE p.booking_id = ANY($1)
     UNION ALL
     SELECT q.booking_id, q.amount_cents, CASE q.status WHEN 'requested' THEN 'on-its-way' ELSE 'failed' END,
            q.created_at, q.created_at
       FROM refund_requests q
      WHERE q.booking_id = ANY($1) AND (q.status = 'requested' OR (q.status = 'failed' AND q.resent_as IS NULL))
     UNION ALL
     SELECT p.booking_id, p.owed_cents, 'owed', p.updated_at, p.updated_at
       FROM payments p
      WHERE p.booking_id = ANY($1) AND p.owed_cents > 0
     ORDER BY at, recorded`,
    [bookingIds],
  );
  for (const row of rows) {
    lines.get(row.booking_id)?.push({
      amount: centsToDollars(row.amount_cents),
      state: row.state,
      at: new Date(row.at).toISOString(),
    });
  }
  return lines;
}
