import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AUDIT_ACTORS, AuditActor, AuditService } from '@app/audit';
import { AvailabilityException, AvailabilityService, TeamsService, type EventSlot } from '@app/availability';
import {
  CHANGE_BOOKING_MESSAGES,
  HOST_ACTION_MESSAGES,
  type BookingStatus,
  type OfflinePaymentMethod,
  type PaymentStatus,
  type User,
} from '@app/contracts';
import {
  balanceDue,
  centsToDollars,
  finalAmountCents,
  type MoneyHeld,
  type PriceQuote,
  type PromoTerms,
} from '@app/pricing';
import { OutboxService, type EventPayloads } from '@app/queue';
import type { BookingCaller } from './booking-caller';
import { BookingsException } from './bookings.exception';
import { BOOKING_MOVES, BookingActorKind, BookingMove, PAYMENT_STATUS_MOVES } from './booking-transitions';
import { quoteColumns } from './booking.mappers';
import { changedMoney } from './changed-money';
import { BookingEntity } from './entities/booking.entity';
import { CancellationRequestEntity } from './entities/cancellation-request.entity';
import { HoldLimitsCounted, UnpaidHoldLimits } from './unpaid-hold-limits';

/** Who makes a move, as the history names them. */
export interface BookingActor extends AuditActor {
  kind: BookingActorKind;
}

export const BOOKING_ACTORS = {
  paypal: { kind: 'system', ...AUDIT_ACTORS.paypal },
  parentOf: (booking: Pick<BookingEntity, 'userId'>): BookingActor => ({
    kind: 'parent',
    id: booking.userId,
    name: AUDIT_ACTORS.parent.name,
  }),
  admin: (admin: Pick<User, 'id' | 'username'>): BookingActor => ({
    kind: 'admin',
    id: admin.id,
    name: admin.username,
  }),
  /** A host of the booking's team, at the party: the history names them by their name. */
  host: (host: Pick<User, 'id' | 'username' | 'firstName'>): BookingActor => ({
    kind: 'host',
    id: host.id,
    name: host.firstName ?? host.username,
  }),
  /** Whoever called a booking route: an admin acting for the parent, or the parent. */
  callerOf: (caller: BookingCaller, booking: Pick<BookingEntity, 'userId'>): BookingActor =>
    caller.isAdmin ? { kind: 'admin', id: caller.userId, name: 'Admin' } : BOOKING_ACTORS.parentOf(booking),
} as const satisfies Record<string, BookingActor | ((...args: never[]) => BookingActor)>;

/** Money that arrived: how much, when, and the history's note (the capture, the promo that made it free). */
export interface Payin {
  amountCents: number;
  at: Date;
  note: string;
  /** The free path (a promo covering the whole total) rather than money through PayPal. */
  free: boolean;
  /** Money taken outside PayPal: the history records it as `paid-offline`, with how and on which day. */
  offline?: OfflineFacts;
  /** The payment it is: a confirmation it causes names it, so the confirmation's e-mail carries its receipt. */
  paymentId: string;
}

/** Cash or a bank transfer an admin recorded, as the history words it. */
export interface OfflineFacts {
  method: OfflinePaymentMethod;
  receivedOn: string;
}

/** Money that went back, and the history's note (the admin's reason, PayPal's refund id). */
export interface Payout {
  amountCents: number;
  note: string;
  /**
   * An admin's reversal of cash or a bank transfer: the history records it as `payment-reversed`, or `payment-returned`
   * when it gave back what a cancellation owed by hand.
   */
  offline?: OfflineFacts & { returned?: boolean };
}

/** A booking's money as its history shows it, in dollars. */
const moneyOf = (b: Pick<BookingEntity, 'amountPaidCents' | 'balanceDueCents' | 'paymentStatus'>) => ({
  amountPaid: centsToDollars(b.amountPaidCents),
  balanceDue: centsToDollars(b.balanceDueCents),
  paymentStatus: b.paymentStatus,
});

/**
 * The one owner of a booking's state (docs/product/api.md#server-rules): every status and payment-status change and
 * every money fact (paid, balance, promo) goes through here, checked against BOOKING_MOVES, written with its audit
 * entry and its outbox event in the caller's transaction. Each method takes the booking as `lock` returned it in that
 * same transaction, and updates that object too, so the caller reads what it wrote. A move the table refuses throws
 * BOOKING_STATE_CONFLICT with its reason and writes nothing.
 */
@Injectable()
export class BookingLifecycle {
  constructor(
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    private readonly availability: AvailabilityService,
    private readonly teams: TeamsService,
    private readonly unpaidHolds: UnpaidHoldLimits,
  ) {}

  /** The booking, its row locked until the caller's transaction ends. */
  lock(manager: EntityManager, id: string): Promise<BookingEntity> {
    return manager.findOneOrFail(BookingEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** May `actor` make `move` on the booking as it is? */
  can(move: BookingMove, booking: Pick<BookingEntity, 'status' | 'paymentStatus'>, actor: BookingActorKind): boolean {
    const rule = BOOKING_MOVES[move];
    return (
      rule.by.includes(actor) && rule.from.includes(booking.status) && rule.paymentFrom.includes(booking.paymentStatus)
    );
  }

  /**
   * Before money is asked for (a PayPal order, a free completion): a pending booking holds a team. Still held: nothing
   * to do; its hold lapsed: a team is claimed again (a new hold, its release scheduled). None free: SLOT_TAKEN with the
   * nearest free times, before anything is written. A booking already confirmed or paid keeps what it has (a firm
   * allocation never lapses). `clientAddress`: the request's, counted by the unpaid holds' limits like a new booking's.
   */
  async holdTeam(manager: EntityManager, booking: BookingEntity, clientAddress: string): Promise<void> {
    if (booking.status !== 'pending' || (await this.availability.holding(manager, booking.id))) return;
    const hold = this.newHold(booking.id);
    // Counted now: the payment's transaction goes on (the promo, the amounts), and their refusals come after this one.
    await this.claimHold(manager, booking, hold.holdExpiresAt, clientAddress, 'now');
    await this.outbox.record(manager, 'booking.held', hold.held);
  }

  /**
   * A hold about to be claimed: until when (the admin's hold minutes from now) and its booking.held event's payload (its
   * subscriber schedules the release). A new booking's own statement stores that event (one round trip less).
   */
  newHold(bookingId: string): { holdExpiresAt: Date; held: EventPayloads['booking.held'] } {
    const holdExpiresAt = this.availability.holdExpiry();
    return { holdExpiresAt, held: { bookingId, holdExpiresAt: holdExpiresAt.toISOString() } };
  }

  /**
   * Claims a team's hold until `holdExpiresAt` (newHold's), in the transaction that stores its booking.held event,
   * for the request from `clientAddress`. Every hold claimed, a new booking's or one claimed again when paying, then
   * counts against the unpaid holds' limits (UnpaidHoldLimits), after the claim, so their locks last only until the
   * commit; `counted` says when (a new booking's, whose transaction ends with its claim: at its commit).
   */
  async claimHold(
    manager: EntityManager,
    booking: Pick<BookingEntity, 'id' | 'parentEmail' | keyof EventSlot>,
    holdExpiresAt: Date,
    clientAddress: string,
    counted: HoldLimitsCounted,
  ): Promise<void> {
    const clientEmail = UnpaidHoldLimits.emailKey(booking.parentEmail);
    await this.availability.claim(manager, {
      ...slotOf(booking),
      bookingId: booking.id,
      kind: 'hold',
      holdUntil: holdExpiresAt,
      clientAddress,
      clientEmail,
    });
    await this.unpaidHolds.refuseBeyondLimits(manager, { clientAddress, clientEmail }, counted);
  }

  /** The promo (or none, `code` null) becomes the booking's: its discount, final and balance follow. */
  async applyPromo(
    manager: EntityManager,
    booking: BookingEntity,
    promo: { code: string | null; discountCents: number },
    actor: BookingActor,
  ): Promise<void> {
    this.check('applyPromo', booking, actor);
    const finalCents = finalAmountCents(booking.totalCents, promo.discountCents);
    await this.write(manager, booking, {
      promoCode: promo.code,
      promoDiscountCents: promo.code ? promo.discountCents : 0,
      finalCents,
      balanceDueCents: balanceDue(finalCents, booking.amountPaidCents),
    });
  }

  /**
   * Money arrived: paid and balance follow, and a pending booking is confirmed (its confirmation follows). Answers the
   * id of the booking.confirmed event when this payment confirmed it, for the capture's event to name.
   */
  async pay(
    manager: EntityManager,
    booking: BookingEntity,
    payin: Payin,
    actor: BookingActor,
  ): Promise<string | undefined> {
    this.check('pay', booking, actor);
    const before = { ...booking };
    const amountPaidCents = booking.amountPaidCents + payin.amountCents;
    const balanceDueCents = balanceDue(booking.finalCents, amountPaidCents, booking.status === 'cancelled');
    const paymentStatus: PaymentStatus = balanceDueCents > 0 ? 'deposit_paid' : 'completed';
    const status = this.statusAfter('pay', booking);
    this.checkPayment(booking.paymentStatus, paymentStatus);
    await this.write(manager, booking, {
      amountPaidCents,
      balanceDueCents,
      paymentStatus,
      status,
      ...(balanceDueCents === 0 ? { paymentCompletedAt: payin.at } : {}),
    });
    const history = { subject: 'booking' as const, subjectId: booking.id, actor: auditActor(actor) };
    await this.audit.record(manager, {
      ...history,
      action: payin.offline ? 'paid-offline' : 'paid',
      before: moneyOf(before),
      after: { ...moneyOf(booking), ...payin.offline },
      note: payin.note,
    });
    // The money is a fact even when the hold lapsed and no team is free: it is recorded, and the business told.
    if (before.status === 'pending' && !(await this.makeFirm(manager, booking))) {
      await this.audit.record(manager, { ...history, action: 'team-needed', note: TEAM_NEEDED });
      await this.outbox.record(manager, 'booking.team-needed', { bookingId: booking.id });
    }
    if (status !== before.status) {
      await this.audit.record(manager, {
        ...history,
        action: 'confirmed',
        before: { status: before.status },
        after: { status },
      });
      return this.outbox.record(manager, 'booking.confirmed', {
        bookingId: booking.id,
        by: payin.free ? 'free' : 'payment',
        paymentId: payin.paymentId,
      });
    }
    return undefined;
  }

  /** Money went back: an active booking owes it again, a cancelled one owes nothing. */
  async refund(manager: EntityManager, booking: BookingEntity, payout: Payout, actor: BookingActor): Promise<void> {
    this.check('refund', booking, actor);
    const before = { ...booking };
    const amountPaidCents = Math.max(0, booking.amountPaidCents - payout.amountCents);
    const cancelled = booking.status === 'cancelled';
    const balanceDueCents = balanceDue(booking.finalCents, amountPaidCents, cancelled);
    const paymentStatus: PaymentStatus =
      amountPaidCents === 0 || cancelled ? 'refunded' : balanceDueCents > 0 ? 'deposit_paid' : 'completed';
    this.checkPayment(booking.paymentStatus, paymentStatus);
    await this.write(manager, booking, { amountPaidCents, balanceDueCents, paymentStatus });
    await this.audit.record(manager, {
      subject: 'booking',
      subjectId: booking.id,
      action: payout.offline ? (payout.offline.returned ? 'payment-returned' : 'payment-reversed') : 'refunded',
      actor: auditActor(actor),
      before: moneyOf(before),
      after: { ...moneyOf(booking), refunded: centsToDollars(payout.amountCents), ...payout.offline },
      note: payout.note,
    });
  }

  /** An admin confirms a pending booking; the worker builds the confirmation and e-mails it. */
  async confirm(manager: EntityManager, booking: BookingEntity, actor: BookingActor): Promise<void> {
    this.check('confirm', booking, actor);
    // Nothing was paid: with no team free the admin is refused (SLOT_TAKEN) and may move or cancel the booking.
    await this.makeFirm(manager, booking, { orRefuse: true });
    const before = booking.status;
    await this.write(manager, booking, { status: this.statusAfter('confirm', booking) });
    await this.outbox.record(manager, 'booking.confirmed', { bookingId: booking.id, by: 'admin' });
    await this.recordStatus(manager, booking, 'confirmed', before, actor);
  }

  /**
   * Its host finished the party (docs/product/hosts.md#finishing): confirmed becomes completed, from its start
   * (`startsAt`, on the business's clock) only. The history says when, as the phone said (`at`), and whether the
   * balance was collected or is left due; the balance stays owed either way. The parent's thank-you follows
   * (booking.completed, docs/product/reviews.md#the-thank-you).
   */
  async finish(
    manager: EntityManager,
    booking: BookingEntity,
    when: { startsAt: Date; now: Date; at: Date },
    actor: BookingActor,
  ): Promise<void> {
    this.check('finish', booking, actor);
    if (when.now < when.startsAt)
      throw new BookingsException('BOOKING_STATE_CONFLICT', HOST_ACTION_MESSAGES.notStarted);
    const before = booking.status;
    await this.write(manager, booking, { status: this.statusAfter('finish', booking) });
    await this.outbox.record(manager, 'booking.completed', { bookingId: booking.id });
    await this.recordStatus(manager, booking, 'completed', before, actor, {
      balanceDue: centsToDollars(booking.balanceDueCents),
      collected: booking.balanceDueCents === 0,
      finishedAt: when.at.toISOString(),
    });
  }

  /** The history's entry of a status move: from what to what, with what else the move says (`after`). */
  private recordStatus(
    manager: EntityManager,
    booking: BookingEntity,
    action: 'confirmed' | 'completed',
    before: BookingStatus,
    actor: BookingActor,
    after: Record<string, unknown> = {},
  ): Promise<void> {
    return this.audit.record(manager, {
      subject: 'booking',
      subjectId: booking.id,
      action,
      actor: auditActor(actor),
      before: { status: before },
      after: { status: booking.status, ...after },
    });
  }

  /**
   * Cancelled with a reason (libs/business/booking-money's BookingCancellations, whoever cancels): the booking owes nothing
   * more, its team is freed and an open cancellation request is answered. `refundCents` is the refund decided with it,
   * which payments asks PayPal for once this commits: the money moves (refund) when PayPal made it, and the parent's
   * refund e-mail follows that.
   */
  async cancel(
    manager: EntityManager,
    booking: BookingEntity,
    cancellation: { reason: string; refundCents: number; owedCents?: number; split?: MoneyHeld },
    actor: BookingActor,
  ): Promise<void> {
    this.check('cancel', booking, actor);
    const before = { ...booking };
    await this.write(manager, booking, { status: this.statusAfter('cancel', booking), balanceDueCents: 0 });
    await this.availability.release(manager, booking.id);
    // The cancellation answers the parent's open request, if any (an admin who cancels directly grants it), so it is
    // never left to be declined on a booking that is gone.
    await manager.update(
      CancellationRequestEntity,
      { bookingId: booking.id, status: 'open' },
      { status: 'approved', refundCents: cancellation.refundCents, decidedBy: actor.id, decidedAt: new Date() },
    );
    const owedCents = cancellation.owedCents ?? 0;
    await this.outbox.record(manager, 'booking.cancelled', {
      bookingId: booking.id,
      reason: cancellation.reason,
      ...(owedCents > 0 && { owedCents }),
      ...(cancellation.split && cancellation.refundCents > 0 && { refund: cancellation.split }),
    });
    await this.audit.record(manager, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'cancelled',
      actor: auditActor(actor),
      before: { status: before.status, balanceDue: centsToDollars(before.balanceDueCents) },
      after: {
        status: 'cancelled',
        balanceDue: '0.00',
        refund: centsToDollars(cancellation.refundCents),
        ...(owedCents > 0 && { owedByHand: centsToDollars(owedCents) }),
      },
      note: cancellation.reason,
    });
  }

  /**
   * Another day and start time and/or another team (the parent in time; an admin's Calendar): availability moves the
   * allocation (SLOT_TAKEN or SLOT_NOT_OFFERED with the nearest free times when that team or time is not free, before
   * anything is written); the booking takes the new day and time, its calendar SEQUENCE rises and the parent is sent
   * the updated invite (booking.rescheduled); the hosts of both teams are told when the team changed
   * (booking.team-moved); its history records the move. The price stays.
   */
  async reschedule(
    manager: EntityManager,
    booking: BookingEntity,
    target: { eventDate: string; eventTime: string; teamId?: number },
    actor: BookingActor,
  ): Promise<void> {
    this.check('reschedule', booking, actor);
    const before = await this.availability.holding(manager, booking.id);
    const slot = { ...slotOf(booking), eventDate: target.eventDate, eventTime: target.eventTime };
    const email = UnpaidHoldLimits.emailKey(booking.parentEmail);
    const after = await this.availability.move(manager, booking.id, slot, target.teamId, email);
    // A paid or confirmed booking that held no team (its hold lapsed before the payment, none was free) is given one
    // for good: move() makes a booking holding nothing a new hold, which would lapse again.
    if (!before && (booking.status === 'confirmed' || booking.amountPaidCents > 0)) {
      await this.availability.makeFirm(manager, booking.id);
    }
    const was = { eventDate: booking.eventDate, eventTime: booking.eventTime };
    if (slot.eventDate !== was.eventDate || slot.eventTime !== was.eventTime) {
      await this.write(manager, booking, {
        eventDate: slot.eventDate,
        eventTime: slot.eventTime,
        calendarSequence: booking.calendarSequence + 1,
      });
      await this.outbox.record(manager, 'booking.rescheduled', {
        bookingId: booking.id,
        sequence: booking.calendarSequence,
      });
    }
    if (before && before.teamId !== after.teamId) {
      await this.outbox.record(manager, 'booking.team-moved', {
        bookingId: booking.id,
        fromTeamId: before.teamId,
        toTeamId: after.teamId,
      });
    }
    const teamNames = await this.teams.names(manager);
    const place = (teamId: number | undefined, day: { eventDate: string; eventTime: string }) => ({
      team: teamId === undefined ? null : (teamNames.get(teamId) ?? String(teamId)),
      date: day.eventDate,
      time: day.eventTime,
    });
    await this.audit.record(manager, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'moved',
      actor: auditActor(actor),
      before: place(before?.teamId, was),
      after: place(after.teamId, slot),
    });
  }

  /**
   * An admin changed the party's details (BookingChanges): the booking takes them with `price`, the one pricing
   * function's quote for them. A longer or shorter event resizes its team's allocation in this transaction (the
   * exclusion constraint decides: SLOT_TAKEN with the nearest free times when neither its team nor another is free,
   * before anything is written); its promo discount stays, capped by the new total; the balance follows what was paid
   * (never below 0: money paid above the new total is the admin's to refund). The history records what changed
   * (`before` / `after`, already in words) and the total; booking.changed e-mails the parent the new price.
   */
  async change(
    manager: EntityManager,
    booking: BookingEntity,
    change: {
      details: Partial<BookingEntity>;
      price: PriceQuote;
      /** The terms of the booking's promo (BookingPromos): a percentage is taken off the new total again. */
      promo: PromoTerms | null;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    },
    actor: BookingActor,
  ): Promise<void> {
    this.check('change', booking, actor);
    const { price } = change;
    if (price.totalDuration !== booking.durationMinutes) {
      const holding = await this.availability.holding(manager, booking.id);
      // Nothing held (a lapsed hold): the next claim (a payment, a confirmation) takes the new length.
      if (holding) await this.resize(manager, booking, price.totalDuration, holding.teamId);
    }
    const totalBefore = booking.totalCents;
    const { promoDiscountCents, finalCents, balanceDueCents, paymentStatus } = changedMoney(
      booking,
      price.totalPrice,
      change.promo,
    );
    this.checkPayment(booking.paymentStatus, paymentStatus);
    await this.write(manager, booking, {
      ...change.details,
      ...quoteColumns(price),
      promoDiscountCents,
      finalCents,
      balanceDueCents,
      paymentStatus,
    });
    await this.outbox.record(manager, 'booking.changed', { bookingId: booking.id });
    await this.audit.record(manager, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'changed',
      actor: auditActor(actor),
      before: { ...change.before, total: centsToDollars(totalBefore) },
      after: { ...change.after, total: centsToDollars(booking.totalCents), ...moneyOf(booking) },
    });
  }

  /** The booking's allocation for `durationMinutes` at its time: its own team first, else any team free then. */
  private async resize(manager: EntityManager, booking: BookingEntity, durationMinutes: number, teamId: number) {
    const slot = { ...slotOf(booking), durationMinutes };
    const email = UnpaidHoldLimits.emailKey(booking.parentEmail);
    try {
      await this.availability.move(manager, booking.id, slot, teamId, email);
    } catch (err) {
      if (!(err instanceof AvailabilityException)) throw err;
      await this.availability.move(manager, booking.id, slot, undefined, email).catch((refused: unknown) => {
        if (refused instanceof AvailabilityException && refused.code === 'SLOT_TAKEN') {
          throw new AvailabilityException('SLOT_TAKEN', CHANGE_BOOKING_MESSAGES.longerNotFree, {
            details: refused.details,
          });
        }
        throw refused;
      });
    }
  }

  /**
   * The booking's team becomes firm: its hold, or (the hold lapsed and was released) a team claimed again, firm.
   * False when none is free, unless `orRefuse`: then the claim's SLOT_TAKEN / SLOT_NOT_OFFERED is thrown.
   */
  private async makeFirm(
    manager: EntityManager,
    booking: BookingEntity,
    options: { orRefuse?: boolean } = {},
  ): Promise<boolean> {
    if (await this.availability.makeFirm(manager, booking.id)) return true;
    try {
      await this.availability.claim(manager, { ...slotOf(booking), bookingId: booking.id, kind: 'firm' });
      return true;
    } catch (err) {
      if (err instanceof AvailabilityException && !options.orRefuse) return false;
      throw err;
    }
  }

  /**
   * Refuses, in the transition table's own words, a move the booking's state, its payment or the actor does not allow:
   * each move checks itself, and a caller asks first when another check would otherwise answer for it (a cancelled
   * booking's reschedule is refused as such, not as too late).
   */
  check(move: BookingMove, booking: BookingEntity, actor: BookingActor): void {
    if (!this.can(move, booking, actor.kind)) {
      throw new BookingsException('BOOKING_STATE_CONFLICT', BOOKING_MOVES[move].refusal);
    }
  }

  private checkPayment(from: PaymentStatus, to: PaymentStatus): void {
    if (from !== to && !PAYMENT_STATUS_MOVES[from].includes(to)) {
      throw new BookingsException('BOOKING_STATE_CONFLICT', `A booking ${from} cannot become ${to}.`);
    }
  }

  private statusAfter(move: BookingMove, booking: BookingEntity): BookingStatus {
    return BOOKING_MOVES[move].to[booking.status] ?? booking.status;
  }

  private async write(manager: EntityManager, booking: BookingEntity, change: Partial<BookingEntity>): Promise<void> {
    await manager.update(BookingEntity, { id: booking.id }, change);
    Object.assign(booking, change);
  }
}

/** The history's note when money arrived but no team could be given the booking. */
const TEAM_NEEDED = 'Paid after its hold lapsed, and no team was free at its time: assign one or move the booking.';

/** When the booking's event is and how long it lasts (its stored duration, from libs/shared/pricing's game count). */
const slotOf = (b: Pick<BookingEntity, keyof EventSlot>): EventSlot => ({
  eventDate: b.eventDate,
  eventTime: b.eventTime,
  durationMinutes: b.durationMinutes,
});

const auditActor = ({ id, name }: BookingActor): AuditActor => ({ id, name });
