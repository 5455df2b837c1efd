import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  BOOKING_ACTORS,
  BookingActor,
  BookingCaller,
  BookingEntity,
  BookingLifecycle,
  BookingsException,
  BookingsService,
  CancellationRequests,
  ManagedBookings,
  toCancellationRequestView,
} from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import {
  ADMIN_ACTION_MESSAGES,
  MANAGE_BOOKING_MESSAGES as M,
  type CancelOwnBookingRequest,
  type CancelOwnBookingResult,
} from '@app/contracts';
import { centsToDollars, refundLessFee } from '@app/pricing';
import type { RefundRequestEntity } from './entities';
import { PaymentsException } from './payments.exception';
import { RefundRequests } from './refund-requests';

/** The history's and the e-mail's reason when the parent cancels in time and gives none. */
export const OWN_CANCELLATION_REASON = 'Cancelled by the parent from the booking page.';

/**
 * A booking cancelled with a refund (issue #28): the parent in time (what was paid less CANCELLATION_FEE_PERCENT), or
 * an admin approving a late request (the amount they chose). One transaction cancels it (its team freed, its event and
 * history) and records the refund's intent; PayPal is asked after the commit (RefundRequests). A refund PayPal
 * refuses leaves the booking cancelled and the refund failed, for the admin to see and finish.
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * POST /api/bookings/:id/cancel: 48 hours or more ahead, cancelled and refunded less the fee; later (before the
   * start), a request with the parent's reason for an admin to decide.
   */
  async cancelOwn(id: string, dto: CancelOwnBookingRequest, caller: BookingCaller): Promise<CancelOwnBookingResult> {
    const done = await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.findAccessible(id, caller, { manager, lock: true });
      const actor = BOOKING_ACTORS.callerOf(caller, booking);
      const policy = this.managed.policyOf(booking);
      if (policy.cancel === 'request') {
        if (!dto.reason) {
          throw new BookingsException('CANCEL_REASON_REQUIRED', M.reasonRequired, {
            fields: { reason: M.reasonRequired },
          });
        }
        return { booking, request: await this.requests.open(manager, booking, dto.reason, actor), refunds: [] };
      }
      if (policy.cancel === null) {
        const why = booking.status === 'cancelled' ? ADMIN_ACTION_MESSAGES.alreadyCancelled : M.notChangeable;
        throw new BookingsException('BOOKING_STATE_CONFLICT', why);
      }
      const refundCents = refundLessFee(booking.amountPaidCents, this.config.cancellation.feePercent);
      const refunds = await this.cancel(manager, booking, dto.reason ?? OWN_CANCELLATION_REASON, refundCents, actor);
      return { booking, request: null, refunds };
    });
    const refundFailed = !(await this.sendRefunds(done.refunds));
    const refundCents = done.refunds.reduce((sum, r) => sum + r.amountCents, 0);
    return {
      booking: await this.managed.view(await this.bookings.findAccessible(id, caller)),
      outcome: done.request ? 'requested' : 'cancelled',
      refundAmount: refundCents > 0 ? centsToDollars(refundCents) : null,
      refundFailed,
      request: done.request ? toCancellationRequestView(done.request) : null,
    };
  }

  /**
   * In the caller's transaction, which holds the booking's lock: cancelled (team freed, event, history) and the
   * refund's requests recorded; send them with sendRefunds once it commits.
   */
  async cancel(
    manager: EntityManager,
    booking: BookingEntity,
    reason: string,
    refundCents: number,
    actor: BookingActor,
  ): Promise<RefundRequestEntity[]> {
    // Nothing is refunded yet: the parent's refund e-mail follows PayPal's answer (payment.refunded).
    await this.lifecycle.cancel(manager, booking, { reason, refundedCents: 0 }, actor);
    return refundCents > 0 ? this.refunds.record(manager, booking.id, refundCents, reason, actor) : [];
  }

  /** Asks PayPal for the recorded refunds; false when it refused one or could not be reached (left for the admin). */
  async sendRefunds(requests: RefundRequestEntity[]): Promise<boolean> {
    try {
      await this.refunds.send(requests);
      return true;
    } catch (err) {
      if (err instanceof PaymentsException && err.code === 'REFUND_FAILED') return false;
      throw err;
    }
  }
}
