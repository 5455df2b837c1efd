import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Instants [start, end): the caller works out which instants a period of the business's calendar covers. */
export interface InstantRange {
  start: Date;
  end: Date;
}

/** Money in and out over a range, in cents. */
export interface CollectedCents {
  /** Every payment captured in the range, whatever its method. */
  captured: number;
  /** What went back in the range (refunds and reversals), whenever its payment was captured. */
  refunded: number;
  /** captured less refunded. */
  collected: number;
}

/** The payments domain's money figures for the admin area (libs/office/admin), which never reads payments' tables itself. */
@Injectable()
export class PaymentFigures {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Money actually held: the captured payments less what went back from them (refunds and reversals), over every
   * booking, a cancelled one too (what its refund kept, such as the processing fee, was collected). With a range, a
   * payment counts when it was captured and a refund when it was made, so a refund in March of a February payment
   * lowers March. Every method counts (PayPal, cash, bank transfer): this is the one query of collected money.
   * `manager` lets a test run it inside its own transaction.
   */
  async collectedCents(range?: InstantRange, manager = this.dataSource.manager): Promise<CollectedCents> {
    const [row]: { captured: string; refunded: string }[] = await manager.query(
      `SELECT (SELECT coalesce(sum(amount_cents), 0) FROM payments
               WHERE status = 'captured'
                 AND ($1::timestamptz IS NULL OR captured_at >= $1) AND ($2::timestamptz IS NULL OR captured_at < $2)
              )::bigint AS captured,
              (SELECT coalesce(sum(r.amount_cents), 0) FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
               WHERE p.status = 'captured'
                 AND ($1::timestamptz IS NULL OR r.refunded_at >= $1) AND ($2::timestamptz IS NULL OR r.refunded_at < $2)
              )::bigint AS refunded`,
      [range?.start ?? null, range?.end ?? null],
    );
    const captured = Number(row.captured);
    const refunded = Number(row.refunded);
    return { captured, refunded, collected: captured - refunded };
  }
}
