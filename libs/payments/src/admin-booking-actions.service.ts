import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
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
  type User,
} from '@app/contracts';
import { centsToDollars, dollarsToCents } from '@app/pricing';
import { PaymentEntity, PaymentRefundEntity } from './entities';
import { PaymentLedger } from './payment-ledger';
import { toPayment } from './payment.mappers';
import { PaymentsException } from './payments.exception';
import { PayPalClient } from './paypal-client';

/**
 * What an admin does to a booking from its detail dialog (issue #10): read its payments and history, confirm it,
 * cancel it with a reason and optionally a refund through PayPal. Each change is one transaction with its outbox
 * event and its audit entry. A refund is the one place PayPal is called inside a transaction: see cancel().
 */
@Injectable()
export class AdminBookingActionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly paypal: PayPalClient,
    private readonly ledger: PaymentLedger,
    private readonly audit: AuditService,
    private readonly bookings: BookingsService,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  async activity(bookingId: string): Promise<AdminBookingActivity> {
    const booking = await this.booking(bookingId);
    const payments = await this.dataSource
      .getRepository(PaymentEntity)
      .find({ where: { bookingId }, order: { createdAt: 'ASC' } });
    const refunds = payments.length
      ? await this.dataSource.getRepository(PaymentRefundEntity).find({
          where: { paymentId: In(payments.map((p) => p.id)) },
          order: { refundedAt: 'ASC' },
        })
      : [];
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
      payments: payments.map((p) => ({
        ...toPayment(p),
        invoiceId: p.invoiceId,
        failureReason: p.failureReason,
        refunds: refunds
          .filter((r) => r.paymentId === p.id)
          .map((r) => ({
            id: r.id,
            refundId: r.refundId,
            amount: centsToDollars(r.amountCents),
            kind: r.kind,
            reason: r.reason,
            refundedAt: r.refundedAt.toISOString(),
          })),
      })),
      refundable: centsToDollars(refundableCents(payments)),
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
   * Cancels with the admin's reason. Refunds are made first, from the latest captures back, each with a request id
   * of the capture's state so a retried cancellation never refunds twice; if PayPal refuses, nothing is cancelled.
   * Then, in one transaction: the booking is cancelled (it owes nothing more), its event and history are written.
   */
  async cancel(bookingId: string, request: CancelBookingRequest, admin: User): Promise<void> {
    const booking = await this.booking(bookingId);
    if (booking.status === 'cancelled') throw new BookingsException('BOOKING_STATE_CONFLICT', M.alreadyCancelled);
    const captured = await this.dataSource
      .getRepository(PaymentEntity)
      .find({ where: { bookingId, status: 'captured' }, order: { capturedAt: 'DESC' } });
    const refundable = refundableCents(captured);
    const wanted = request.refund ? (dollarsToCents(request.refund) ?? 0) : 0;
    if (wanted > refundable) {
      throw new PaymentsException('REFUND_TOO_LARGE', M.refundTooLarge(centsToDollars(refundable)), {
        fields: { refund: M.refundTooLarge(centsToDollars(refundable)) },
      });
    }
    const by = BOOKING_ACTORS.admin(admin);
    let left = wanted;
    for (const { id } of captured) {
      if (left <= 0) break;
      // One transaction per refund, holding the booking's lock from before PayPal is asked until the refund is
      // recorded: PayPal's webhook for this refund (PAYMENT.CAPTURE.REFUNDED, often back before the answer) waits for
      // the lock, then finds it recorded, so the history says the admin refunded, once; a second admin's
      // cancellation waits too, then sees this one. The cost: the lock and a pooled connection are held for the
      // PayPal call (its timeout bounds it), which delays only this booking's other payment events. Everything is
      // read again under the lock, so the amount and request id follow what is recorded by then.
      left -= await this.dataSource.transaction(async (manager) => {
        const locked = await this.booking(bookingId, manager);
        if (locked.status === 'cancelled') throw new BookingsException('BOOKING_STATE_CONFLICT', M.alreadyCancelled);
        const payment = await manager.findOneByOrFail(PaymentEntity, { id });
        const cents = Math.min(left, payment.amountCents - payment.refundedCents);
        if (payment.status !== 'captured' || cents <= 0) return 0;
        let refund;
        try {
          refund = await this.paypal.refundCapture(payment.captureId!, {
            requestId: `refund-${payment.id}-${payment.refundedCents}-${cents}`,
            amountCents: cents,
            invoiceId: `${payment.invoiceId}-R${payment.refundedCents}`,
            noteToPayer: request.reason,
          });
        } catch {
          throw new PaymentsException('REFUND_FAILED', M.refundFailed);
        }
        await this.ledger.refund(manager, payment, {
          refundId: refund.id!,
          amountCents: cents,
          refundedAt: refund.create_time ? new Date(refund.create_time) : new Date(),
          reason: request.reason,
          by,
        });
        return cents;
      });
    }

    await this.dataSource.transaction(async (manager) => {
      const fresh = await this.booking(bookingId, manager);
      await this.lifecycle.cancel(manager, fresh, { reason: request.reason, refundedCents: wanted }, by);
    });
  }

  /** The booking (locked inside a transaction), or BOOKING_NOT_FOUND. */
  private booking(id: string, manager?: EntityManager): Promise<BookingEntity> {
    return this.bookings.findAccessible(id, ADMIN_CALLER, { manager, lock: Boolean(manager) });
  }
}

/** What the captured payments still hold: captured minus refunded. */
function refundableCents(payments: PaymentEntity[]): number {
  return payments.filter((p) => p.status === 'captured').reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0);
}
