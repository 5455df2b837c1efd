import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_CALLER, BOOKING_ACTORS, BookingsService } from '@app/bookings';
import type { OverpaymentRefundResult, User } from '@app/contracts';
import { centsToDollars } from '@app/pricing';
import { RefundRequests } from './refund-requests';

/**
 * POST /api/admin/bookings/:id/refund-overpayment: a change left a booking's total below what was paid; the difference
 * goes back while the booking stands, by a cancellation's path: the requests and their history line in one transaction
 * under the booking's lock, PayPal after the commit, the worker should PayPal not answer, the ledger (payment_refunds,
 * the booking's paid and due) and the parent's refund e-mail once PayPal made it.
 */
@Injectable()
export class OverpaymentRefunds {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly refunds: RefundRequests,
  ) {}

  async refund(
    bookingId: string,
    cents: number | undefined,
    admin: Pick<User, 'id' | 'username'>,
  ): Promise<OverpaymentRefundResult> {
    const requests = await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER, { manager, lock: true });
      return this.refunds.recordOverpayment(manager, booking, cents, BOOKING_ACTORS.admin(admin));
    });
    const outcome = await this.refunds.send(requests);
    const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER);
    return {
      refundAmount: centsToDollars(requests.reduce((sum, r) => sum + r.amountCents, 0)),
      refundFailed: outcome !== 'completed',
      paid: centsToDollars(booking.amountPaidCents),
      due: centsToDollars(booking.balanceDueCents),
    };
  }
}
