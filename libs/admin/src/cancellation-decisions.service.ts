import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_CALLER, BOOKING_ACTORS, BookingsService, CancellationRequests } from '@app/bookings';
import type { ApproveCancellationRequest, ApproveCancellationResult, User } from '@app/contracts';
import { BookingCancellations } from '@app/payments';
import { centsToDollars, dollarsToCents } from '@app/pricing';

/**
 * An admin's answer to a parent's late cancellation request (issue #28). Approving cancels the booking and refunds
 * the amount the admin chose (BookingCancellations: one transaction, PayPal after it); the parent gets the
 * cancellation's e-mail and the refund's. Declining leaves the booking as it was and tells the parent.
 */
@Injectable()
export class CancellationDecisionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly requests: CancellationRequests,
    private readonly cancellations: BookingCancellations,
  ) {}

  async approve(bookingId: string, dto: ApproveCancellationRequest, admin: User): Promise<ApproveCancellationResult> {
    const by = BOOKING_ACTORS.admin(admin);
    const refundCents = dollarsToCents(dto.refundAmount) ?? 0;
    const refunds = await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER, { manager, lock: true });
      const request = await this.requests.decide(manager, booking, { status: 'approved', refundCents }, by);
      return this.cancellations.cancel(manager, booking, request.reason, refundCents, by);
    });
    return {
      refundAmount: refundCents > 0 ? centsToDollars(refundCents) : null,
      refundFailed: !(await this.cancellations.sendRefunds(refunds)),
    };
  }

  async decline(bookingId: string, admin: User): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER, { manager, lock: true });
      await this.requests.decide(manager, booking, { status: 'declined' }, BOOKING_ACTORS.admin(admin));
    });
  }
}
