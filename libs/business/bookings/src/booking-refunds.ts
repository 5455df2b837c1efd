import { Inject, Injectable, Optional } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RefundLine } from '@app/contracts';
import { dollarsToCents, type MoneyHeld } from '@app/pricing';

/**
 * What a booking's pages and offers read of its money by how it came in and went back: payments' figures
 * (RefundRequests implements it). Bookings only reads them; a cancellation and its refund are orchestrated above both
 * (libs/business/booking-money, docs/adr/0030-booking-money-above-bookings-and-payments.md), which provides this.
 */
export interface RefundReads {
  /**
   * In the caller's transaction: cents already on their way back while the booking stood (an overpayment's refund
   * PayPal has not made yet), which a change's refund offer and a cancellation's refund leave out.
   */
  goingBack(manager: EntityManager, bookingId: string): Promise<number>;
  /** Each booking's refunds as its page lists them (made, on their way, refused), oldest first. */
  linesOf(bookingIds: string[]): Promise<Map<string, RefundLine[]>>;
  /**
   * Each booking's money by how it came in, as a refund could give it back (PayPal's captures less an overpayment's
   * refund on its way; cash; bank transfers): what the offer and the cancellation split a refund by.
   */
  heldOf(bookingIds: string[], manager?: EntityManager): Promise<Map<string, MoneyHeld>>;
}

/** The injection token of the RefundReads an app composes (BookingMoneyModule provides payments' own). */
export const REFUND_READS = Symbol('RefundReads');

/**
 * A booking's refunds and money held as bookings reads them. Without RefundReads (a process without payments, a test
 * of bookings alone) no booking has refunds, and its money is read as paid through PayPal.
 */
@Injectable()
export class BookingRefunds {
  constructor(@Optional() @Inject(REFUND_READS) private readonly reads: RefundReads | null = null) {}

  goingBack(manager: EntityManager, bookingId: string): Promise<number> {
    return this.reads ? this.reads.goingBack(manager, bookingId) : Promise.resolve(0);
  }

  linesOf(bookingIds: string[]): Promise<Map<string, RefundLine[]>> {
    return this.reads ? this.reads.linesOf(bookingIds) : Promise.resolve(new Map(bookingIds.map((id) => [id, []])));
  }

  /**
   * One booking's money by method, or undefined when no payments process answers for it. In `manager`'s transaction
   * when the caller holds the booking's lock (a second connection could wait behind the callers queued on that lock).
   */
  async heldBy(bookingId: string, manager?: EntityManager): Promise<MoneyHeld | undefined> {
    return this.reads ? (await this.reads.heldOf([bookingId], manager)).get(bookingId) : undefined;
  }
}

/** Cents of the refund lines in `state`: the server's own figures, summed. */
export const centsIn = (lines: RefundLine[], state: RefundLine['state']): number =>
  lines.filter((l) => l.state === state).reduce((sum, l) => sum + (dollarsToCents(l.amount) ?? 0), 0);
