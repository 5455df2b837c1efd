import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BOOKING_ACTORS, BookingCaller, BookingLifecycle, BookingsService } from '@app/bookings';
import { PAYMENT_MESSAGES as M, type Booking } from '@app/contracts';
import { centsToDollars, dollarsToCents, finalAmountCents } from '@app/pricing';
import { PromoRedemptionsService } from '@app/promo';
import { PaymentEntity } from './entities/payment.entity';
import { PaymentLedger } from './payment-ledger';
import { PaymentsException } from './payments.exception';

/**
 * What the client says the free booking comes to (docs/product/api.md#the-api PATCH body, or process-payment's promo
 * data).
 */
export interface FreeBookingClaim {
  promoCode: string;
  promoDiscount: string;
  finalPrice: string;
}

/**
 * The free-booking path (docs/product/money.md#free-booking): only the booking's owner, only when the server's own
 * promo computation brings the final to 0. The promo use is redeemed and a $0 promo payment lands like any other
 * (receipt, confirmation). The completion time is the server's. Doing it again changes nothing.
 */
@Injectable()
export class FreeBookingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly promos: PromoRedemptionsService,
    private readonly ledger: PaymentLedger,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  /** `clientAddress`: the request's, which a hold claimed again counts under (UnpaidHoldLimits). */
  async complete(
    bookingId: string,
    claim: FreeBookingClaim,
    caller: BookingCaller,
    clientAddress: string,
  ): Promise<Booking> {
    await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.findAccessible(bookingId, caller, { manager, lock: true });
      // Not even an admin: the free path is the parent's own act.
      const owner = booking.userId ? booking.userId === caller.userId : booking.ownerToken === caller.ownerToken;
      if (!owner) throw new PaymentsException('PAYMENT_NOT_FOUND', M.paymentNotFound);
      const done = await manager.findOneBy(PaymentEntity, {
        bookingId: booking.id,
        method: 'promo',
        status: 'captured',
      });
      if (done) return;
      // Its promo may change only while nothing is settled on it (and it is not cancelled): the lifecycle's rule.
      const parent = BOOKING_ACTORS.parentOf(booking);
      if (!this.lifecycle.can('applyPromo', booking, parent.kind))
        throw new PaymentsException('NOTHING_TO_PAY', M.notFree);
      // A lapsed hold is claimed again; no team free: SLOT_TAKEN and nothing is written.
      await this.lifecycle.holdTeam(manager, booking, clientAddress);
      const use = await this.promos.redeem(manager, claim.promoCode, booking);
      const finalCents = finalAmountCents(booking.totalCents, use.discountCents);
      if (finalCents > 0) throw new PaymentsException('NOTHING_TO_PAY', M.notFree);
      if (dollarsToCents(claim.finalPrice) !== 0 || dollarsToCents(claim.promoDiscount) !== use.discountCents) {
        throw new PaymentsException('PAYMENT_AMOUNT_MISMATCH', M.amountMismatch, {
          details: { finalPrice: '0.00', promoDiscount: centsToDollars(use.discountCents) },
        });
      }
      await this.lifecycle.applyPromo(manager, booking, { code: use.code, discountCents: use.discountCents }, parent);
      const payment = manager.create(PaymentEntity, {
        bookingId: booking.id,
        method: 'promo',
        plan: 'full',
        amountCents: 0,
        promoCode: use.code,
        promoDiscountCents: use.discountCents,
        paypalOrderId: null,
        invoiceId: `CP-${booking.id.slice(-8).toUpperCase()}-FREE`,
      });
      await manager.insert(PaymentEntity, payment);
      // No capture id: that is PayPal's, and a made-up one per promo would collide on the unique index the second time
      // the same promo makes a booking free.
      await this.ledger.land(manager, payment, { captureId: null, capturedAt: new Date() });
    });
    return this.bookings.readAccessible(bookingId, caller);
  }
}
