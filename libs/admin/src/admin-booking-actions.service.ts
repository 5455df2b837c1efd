import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '@app/audit';
import {
  ADMIN_CALLER,
  BOOKING_ACTORS,
  BookingEntity,
  BookingLifecycle,
  BookingsException,
  BookingsService,
} from '@app/bookings';
import {
  ADMIN_ACTION_MESSAGES as M,
  BOOKING_HISTORY_ACTIONS,
  type AdminBookingActivity,
  type BookingHistoryAction,
  type BookingHistoryEntry,
  type CancelBookingRequest,
  type RefundRequestView,
  type User,
} from '@app/contracts';
import { BookingPaymentsReader, RefundRequests, RefundResends } from '@app/payments';
import { centsToDollars, dollarsToCents } from '@app/pricing';

/**
 * What an admin does to a booking from its detail dialog (issue #10): read its payments and history, confirm it,
 * cancel it with a reason and optionally a refund through PayPal, send a refund PayPal has not made again. Each change is one transaction with its outbox
 * event and its audit entry (BookingLifecycle, libs/bookings); refunds are payments' (RefundRequests: PayPal is never
 * called inside a transaction); the reads come from each owning domain.
 */
@Injectable()
export class AdminBookingActionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refunds: RefundRequests,
    private readonly resends: RefundResends,
    private readonly payments: BookingPaymentsReader,
    private readonly audit: AuditService,
    private readonly bookings: BookingsService,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  async activity(bookingId: string): Promise<AdminBookingActivity> {
    const booking = await this.booking(bookingId);
    const created: BookingHistoryEntry = {
      at: booking.createdAt.toISOString(),
      action: 'created',
      actor: { id: booking.userId, name: 'Parent' },
      before: null,
      after: { status: 'pending', total: centsToDollars(booking.totalCents) },
      note: null,
    };
    const entries = await this.audit.entriesOf('booking', bookingId);
    return {
      ...(await this.payments.of(bookingId)),
      history: [
        created,
        ...entries
          .filter((e) => e.action in BOOKING_HISTORY_ACTIONS)
          .map((e) => ({
            at: e.at.toISOString(),
            action: e.action as BookingHistoryAction,
            actor: { id: e.actorId, name: e.actorName },
            before: e.before,
            after: e.after,
            note: e.note,
          })),
      ],
    };
  }

  /** A pending booking becomes confirmed; the worker builds the confirmation and e-mails it to the parent. */
  async confirm(bookingId: string, admin: User): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const booking = await this.booking(bookingId, manager);
      await this.lifecycle.confirm(manager, booking, BOOKING_ACTORS.admin(admin));
    });
  }

  /**
   * Cancels with the admin's reason. The refund is made first (RefundRequests: through PayPal, outside any
   * transaction, recorded once); if PayPal refuses it, nothing is cancelled. Then, in one transaction, the booking is
   * cancelled (it owes nothing more), with its event and history.
   */
  async cancel(bookingId: string, request: CancelBookingRequest, admin: User): Promise<void> {
    const booking = await this.booking(bookingId);
    if (booking.status === 'cancelled') throw new BookingsException('BOOKING_STATE_CONFLICT', M.alreadyCancelled);
    const by = BOOKING_ACTORS.admin(admin);
    const wanted = request.refund ? (dollarsToCents(request.refund) ?? 0) : 0;
    if (wanted > 0) await this.refunds.refund(bookingId, wanted, request.reason, by);
    await this.dataSource.transaction(async (manager) => {
      const fresh = await this.booking(bookingId, manager);
      await this.lifecycle.cancel(manager, fresh, { reason: request.reason, refundedCents: wanted }, by);
    });
  }

  /**
   * "Send refund again" on a refund PayPal has not made (RefundResends): the request as PayPal left it (made, still
   * waiting, or refused); the same 404 as any missing booking.
   */
  async resendRefund(bookingId: string, requestId: string, admin: User): Promise<RefundRequestView> {
    await this.booking(bookingId);
    return this.resends.resend(bookingId, requestId, BOOKING_ACTORS.admin(admin));
  }

  /** The booking (locked inside a transaction), or BOOKING_NOT_FOUND. */
  private booking(id: string, manager?: EntityManager): Promise<BookingEntity> {
    return this.bookings.findAccessible(id, ADMIN_CALLER, { manager, lock: Boolean(manager) });
  }
}
