import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  ADMIN_ACTION_MESSAGES,
  MANAGE_BOOKING_MESSAGES as M,
  type ApproveCancellationRequest,
  type BookingPolicy,
  type CancelBookingRequest,
  type CancellationResult,
  type CancelOwnBookingRequest,
  type CancelOwnBookingResult,
  type User,
} from '@app/contracts';
import {
  ADMIN_CALLER,
  BOOKING_ACTORS,
  BookingActor,
  BookingLifecycle,
  BookingsException,
  BookingsService,
  CancellationRequests,
  ManagedBookings,
  toCancellationRequestView,
  type BookingCaller,
  type BookingEntity,
  type CancellationRequestEntity,
} from '@app/bookings';
import { RefundRequests, type RefundIntent, type RefundOutcome } from '@app/payments';
import { centsToDollars, dollarsToCents } from '@app/pricing';

/** The history's and the e-mail's reason when the parent cancels in time and gives none. */
const OWN_CANCELLATION_REASON = 'Cancelled by the parent from the booking page.';

/** The admin who acts, as the history names them. */
type Admin = Pick<User, 'id' | 'username'>;

/** What a caller decided, under the booking's lock: why, how much goes back, and who cancels. */
interface Cancellation {
  reason: string;
  refundCents: number;
  actor: BookingActor;
}

/**
 * The one cancellation (docs/cancellation.md), whoever asks: the parent in time (what was paid less
 * CANCELLATION_FEE_PERCENT), an admin directly (the refund they chose), an admin approving a parent's late request.
 * Each caller only decides, under the booking's row lock, whether it may and what goes back; then, in that same
 * transaction, the booking is cancelled (its team freed, an open request answered, its event and history:
 * BookingLifecycle, libs/business/bookings) and the refund's intent recorded (RefundRequests, libs/business/payments): this orchestrates
 * both, so neither calls the other (docs/adr/0030-booking-money-above-bookings-and-payments.md). PayPal is asked after
 * the commit; a refund it refuses or does not answer leaves the booking cancelled and the refund for the worker (which
 * asks again while PayPal cannot be reached) and the admin ("Send refund again", the same path). A refund the captures
 * do not hold cancels nothing.
 */
@Injectable()
export class BookingCancellations {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly managed: ManagedBookings,
    private readonly lifecycle: BookingLifecycle,
    private readonly requests: CancellationRequests,
    private readonly refunds: RefundRequests,
  ) {}

  /**
   * POST /api/bookings/:id/cancel (the owner, an admin or the booking's link): 48 hours or more ahead, cancelled and
   * refunded less the fee; later (before the start), a request with the parent's reason for an admin to decide.
   */
  async cancelOwn(id: string, dto: CancelOwnBookingRequest, caller: BookingCaller): Promise<CancelOwnBookingResult> {
    // Late: the parent's request, made instead of a cancellation.
    const late: { request?: CancellationRequestEntity } = {};
    const result = await this.cancel(id, caller, async (manager, booking) => {
      const actor = BOOKING_ACTORS.callerOf(caller, booking);
      const policy = await this.managed.policyOf(booking, manager);
      if (policy.cancel === 'request') {
        if (!dto.reason) {
          throw new BookingsException('CANCEL_REASON_REQUIRED', M.reasonRequired, {
            fields: { reason: M.reasonRequired },
          });
        }
        late.request = await this.requests.open(manager, booking, dto.reason, actor);
        return null;
      }
      return inTime(booking, policy, dto.reason ?? OWN_CANCELLATION_REASON, actor);
    });
    return {
      ...result,
      booking: await this.managed.view(await this.bookings.findAccessible(id, caller)),
      outcome: late.request ? 'requested' : 'cancelled',
      request: late.request ? toCancellationRequestView(late.request) : null,
    };
  }

  /**
   * A parent deleting their account (docs/product/privacy.md#deleting-an-account): the cancellation the parent makes in
   * time, with its refund less the fee and its e-mails, or none: past its deadline the booking is refused
   * (BOOKING_STATE_CONFLICT), never turned into a request, since no account would be left to hear the answer.
   */
  cancelInTime(id: string, reason: string, caller: BookingCaller): Promise<CancellationResult> {
    return this.cancel(id, caller, async (manager, booking) => {
      const policy = await this.managed.policyOf(booking, manager);
      if (policy.cancel === 'request') throw new BookingsException('BOOKING_STATE_CONFLICT', M.notChangeable);
      return inTime(booking, policy, reason, BOOKING_ACTORS.callerOf(caller, booking));
    });
  }

  /** POST /api/admin/bookings/:id/cancel: any booking not cancelled yet, with the admin's reason and refund. */
  cancelByAdmin(id: string, dto: CancelBookingRequest, admin: Admin): Promise<CancellationResult> {
    return this.cancel(id, ADMIN_CALLER, () =>
      Promise.resolve({
        reason: dto.reason,
        refundCents: dto.refund ? (dollarsToCents(dto.refund) ?? 0) : 0,
        actor: BOOKING_ACTORS.admin(admin),
      }),
    );
  }

  /** An admin approves the parent's open late request with the refund they chose (the request's reason is the why). */
  approveRequest(id: string, dto: ApproveCancellationRequest, admin: Admin): Promise<CancellationResult> {
    return this.cancel(id, ADMIN_CALLER, async (manager, booking) => ({
      reason: (await this.requests.openOrConflict(manager, booking.id)).reason,
      refundCents: dollarsToCents(dto.refundAmount) ?? 0,
      actor: BOOKING_ACTORS.admin(admin),
    }));
  }

  /** An admin declines the parent's open late request: the booking stands and the parent is told. */
  async declineRequest(id: string, admin: Admin): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.findAccessible(id, ADMIN_CALLER, { manager, lock: true });
      await this.requests.decline(manager, booking, BOOKING_ACTORS.admin(admin));
    });
  }

  /**
   * An admin's "Send refund again" on a refund PayPal has not made: the same path as a cancellation's refund (the
   * intent under the booking's lock, PayPal after the commit, the worker while PayPal cannot be reached). Answers the
   * id of the refund sent (the same one, or the refused one's successor).
   */
  async resendRefund(id: string, requestId: string, admin: Admin): Promise<string> {
    const { intents } = await this.refundAfterCommit(id, ADMIN_CALLER, async (manager, booking) => [
      await this.refunds.again(manager, booking, requestId, BOOKING_ACTORS.admin(admin)),
    ]);
    return intents[0].id;
  }

  /**
   * The one path: `decide` (the caller's rule; null to cancel nothing) under the booking's lock, then the cancellation
   * and its refund's intent in the same transaction; PayPal after the commit.
   */
  private async cancel(
    id: string,
    caller: BookingCaller,
    decide: (manager: EntityManager, booking: BookingEntity) => Promise<Cancellation | null>,
  ): Promise<CancellationResult> {
    let refundCents = 0;
    const { outcome } = await this.refundAfterCommit(id, caller, async (manager, booking) => {
      const cancellation = await decide(manager, booking);
      if (!cancellation) return [];
      const { reason, actor } = cancellation;
      refundCents = cancellation.refundCents;
      // The refund first: what it owes by hand beyond PayPal is part of the cancellation's history and e-mail.
      const { intents, owedCents, split } =
        refundCents > 0
          ? await this.refunds.record(manager, booking.id, refundCents, reason, actor)
          : { intents: [], owedCents: 0, split: undefined };
      await this.lifecycle.cancel(manager, booking, { reason, refundCents, owedCents, split }, actor);
      return intents;
    });
    return {
      refundAmount: refundCents > 0 ? centsToDollars(refundCents) : null,
      refundFailed: outcome !== 'completed',
    };
  }

  /** `record` in one transaction holding the booking's row lock; the refunds it recorded asked of PayPal once it commits. */
  private async refundAfterCommit(
    id: string,
    caller: BookingCaller,
    record: (manager: EntityManager, booking: BookingEntity) => Promise<RefundIntent[]>,
  ): Promise<{ intents: RefundIntent[]; outcome: RefundOutcome }> {
    const intents = await this.dataSource.transaction(async (manager) =>
      record(manager, await this.bookings.findAccessible(id, caller, { manager, lock: true })),
    );
    return { intents, outcome: await this.refunds.send(intents) };
  }
}

/**
 * The parent's cancellation in time: refused once the party started or the booking is cancelled; what goes back is
 * exactly what the page offered (changePolicy: the fee on what stays paid, split by how it came in).
 */
function inTime(booking: BookingEntity, policy: BookingPolicy, reason: string, actor: BookingActor): Cancellation {
  if (policy.cancel === null) {
    const why = booking.status === 'cancelled' ? ADMIN_ACTION_MESSAGES.alreadyCancelled : M.notChangeable;
    throw new BookingsException('BOOKING_STATE_CONFLICT', why);
  }
  return { reason, refundCents: dollarsToCents(policy.refundNow) ?? 0, actor };
}
