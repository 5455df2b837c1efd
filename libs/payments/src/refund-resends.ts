import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '@app/audit';
import { BookingActor, BookingLifecycle } from '@app/bookings';
import { ADMIN_ACTION_MESSAGES as M, type RefundRequestView } from '@app/contracts';
import { centsToDollars } from '@app/pricing';
import { PaymentEntity, RefundRequestEntity } from './entities';
import { toRefundRequestView } from './payment.mappers';
import { PaymentsException } from './payments.exception';
import { RefundRequests } from './refund-requests';

/**
 * An admin's "Send refund again" on a refund PayPal has not made (POST /api/admin/bookings/:id/refunds/:requestId/retry):
 * one still waiting is sent with its own id (PayPal answers it, never refunding twice); one PayPal refused becomes a
 * new request (a new PayPal-Request-Id) for the same amount, once, while its payment still holds that much. The
 * choice, its history entry and any new request are one transaction under the booking's lock; PayPal is asked after.
 */
@Injectable()
export class RefundResends {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refunds: RefundRequests,
    private readonly lifecycle: BookingLifecycle,
    private readonly audit: AuditService,
  ) {}

  /** The request sent (the same one, or the refused one's successor) as PayPal left it. */
  async resend(bookingId: string, requestId: string, by: BookingActor): Promise<RefundRequestView> {
    const request = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, bookingId);
      const found = isUUID(requestId)
        ? await manager.findOneBy(RefundRequestEntity, { id: requestId, bookingId })
        : null;
      if (!found) throw new PaymentsException('REFUND_REQUEST_NOT_FOUND', M.refundRequestNotFound);
      if (found.status === 'completed') throw new PaymentsException('REFUND_NOT_RESENDABLE', M.refundAlreadyMade);
      if (found.resentAs) throw new PaymentsException('REFUND_NOT_RESENDABLE', M.refundAlreadyResent);
      // An admin's cancel PayPal did not answer left the booking as it was: sending its refund alone would pay back a
      // booking that still stands (RefundRetries.retry).
      if (booking.status !== 'cancelled') throw new PaymentsException('REFUND_NOT_RESENDABLE', M.refundOfUncancelled);
      const sending = found.status === 'requested' ? found : await this.replace(manager, found, by);
      await this.audit.record(manager, {
        subject: 'booking',
        subjectId: bookingId,
        action: 'refund-resent',
        actor: { id: by.id, name: by.name },
        after: { amount: centsToDollars(sending.amountCents), request: sending.id },
        note: found.failureReason ? `PayPal had refused it: ${found.failureReason}` : null,
      });
      return sending;
    });
    await this.refunds.sendOne(request);
    return toRefundRequestView(
      await this.dataSource.getRepository(RefundRequestEntity).findOneByOrFail({ id: request.id }),
    );
  }

  /** A new request for the refused one's amount, if its payment still holds it and none of it is already on its way. */
  private async replace(
    manager: EntityManager,
    refused: RefundRequestEntity,
    by: BookingActor,
  ): Promise<RefundRequestEntity> {
    const payment = await manager.findOneByOrFail(PaymentEntity, { id: refused.paymentId });
    if (await manager.existsBy(RefundRequestEntity, { paymentId: payment.id, status: 'requested' })) {
      throw new PaymentsException('PAYMENT_IN_PROGRESS', M.refundWaiting);
    }
    const left = payment.status === 'captured' ? payment.amountCents - payment.refundedCents : 0;
    if (refused.amountCents > left) {
      throw new PaymentsException('REFUND_NOT_RESENDABLE', M.refundNothingLeft(centsToDollars(left)));
    }
    const next = await this.refunds.create(manager, payment, refused.amountCents, refused.reason, by);
    await manager.update(RefundRequestEntity, { id: refused.id }, { resentAs: next.id });
    return next;
  }
}
