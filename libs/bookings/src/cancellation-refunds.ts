import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RefundLine } from '@app/contracts';
import { dollarsToCents, type MoneyHeld } from '@app/pricing';
import type { BookingActor } from './booking-lifecycle';
import type { BookingEntity } from './entities/booking.entity';

/** A refund recorded in a cancellation's transaction (or an admin's resend), asked of PayPal once that commits. */
export interface RefundIntent {
  id: string;
  amountCents: number;
}

/** A cancellation's refund as recorded: what PayPal is asked for, and what is owed by hand beyond it. */
export interface RecordedRefund {
  intents: RefundIntent[];
  /** Paid in cash or by bank transfer and beyond what PayPal's captures hold: the business gives it back itself. */
  owedCents: number;
  /** The refund by how it goes back (libs/pricing `splitRefund`), for the cancellation's e-mail to say. */
  split: MoneyHeld;
}

/**
 * What asking PayPal came to: every refund made (`completed`), one refused (`failed`: left for the admin to see and
 * send again), or no answer (`waiting`: the worker asks again with the same PayPal-Request-Id).
 */
export type RefundOutcome = 'completed' | 'failed' | 'waiting';

/** The money side of a cancellation: who records refunds and asks PayPal for them (libs/payments). */
export interface RefundDesk {
  /**
   * In the cancellation's transaction, which holds the booking's lock: the intent to refund `cents` of the booking's
   * PayPal captures, with what has the worker ask PayPal again should it not answer, and the rest owed by hand on its
   * cash and bank transfers. Refuses a refund the payments do not hold (nothing is cancelled then).
   */
  record(
    manager: EntityManager,
    bookingId: string,
    cents: number,
    reason: string,
    by: BookingActor,
  ): Promise<RecordedRefund>;
  /**
   * In a transaction holding the booking's lock: the refund `requestId` to send again (itself while it waits, a new
   * intent for one PayPal refused), with its history entry; refused when nothing is left to send.
   */
  again(manager: EntityManager, booking: BookingEntity, requestId: string, by: BookingActor): Promise<RefundIntent>;
  /**
   * In the cancellation's transaction: cents already on their way back while the booking stood (an overpayment's
   * refund PayPal has not made yet), which the cancellation's refund leaves out.
   */
  goingBack(manager: EntityManager, bookingId: string): Promise<number>;
  /** With no transaction open: PayPal asked for each intent, its id the PayPal-Request-Id (a retry refunds once). */
  send(intents: RefundIntent[]): Promise<RefundOutcome>;
  /** Each booking's refunds as its page lists them (made, on their way, refused), oldest first. */
  linesOf(bookingIds: string[]): Promise<Map<string, RefundLine[]>>;
  /**
   * Each booking's money by how it came in, as a refund could give it back (PayPal's captures less an overpayment's
   * refund on its way; cash; bank transfers): what the offer and the cancellation split a refund by.
   */
  heldOf(bookingIds: string[], manager?: EntityManager): Promise<Map<string, MoneyHeld>>;
}

/**
 * Where BookingCancellations finds the RefundDesk: payments registers itself at start-up (bookings never imports
 * payments, which moves bookings). Without one (a process without payments) no booking has refunds, and a cancellation
 * that would refund fails loudly rather than dropping the refund.
 */
@Injectable()
export class CancellationRefunds implements RefundDesk {
  private desk: RefundDesk | null = null;

  register(desk: RefundDesk): void {
    this.desk = desk;
  }

  async record(...args: Parameters<RefundDesk['record']>): Promise<RecordedRefund> {
    return this.registered().record(...args);
  }

  async again(...args: Parameters<RefundDesk['again']>): Promise<RefundIntent> {
    return this.registered().again(...args);
  }

  async goingBack(...args: Parameters<RefundDesk['goingBack']>): Promise<number> {
    return this.desk ? this.desk.goingBack(...args) : 0;
  }

  async send(intents: RefundIntent[]): Promise<RefundOutcome> {
    return intents.length ? this.registered().send(intents) : 'completed';
  }

  async linesOf(bookingIds: string[]): Promise<Map<string, RefundLine[]>> {
    return this.desk ? this.desk.linesOf(bookingIds) : new Map(bookingIds.map((id) => [id, []]));
  }

  /** Without payments nothing is known by method: a booking missing here is read as paid through PayPal. */
  async heldOf(bookingIds: string[], manager?: EntityManager): Promise<Map<string, MoneyHeld>> {
    return this.desk ? this.desk.heldOf(bookingIds, manager) : new Map();
  }

  /**
   * One booking's money by method, or undefined when no payments process answers for it. In `manager`'s transaction
   * when the caller holds the booking's lock (a second connection could wait behind the callers queued on that lock).
   */
  async heldBy(bookingId: string, manager?: EntityManager): Promise<MoneyHeld | undefined> {
    return (await this.heldOf([bookingId], manager)).get(bookingId);
  }

  private registered(): RefundDesk {
    if (!this.desk) throw new Error('No refund desk: import PaymentsModule to refund a cancellation.');
    return this.desk;
  }
}

/** Cents of the refund lines in `state`: the server's own figures, summed. */
export const centsIn = (lines: RefundLine[], state: RefundLine['state']): number =>
  lines.filter((l) => l.state === state).reduce((sum, l) => sum + (dollarsToCents(l.amount) ?? 0), 0);
