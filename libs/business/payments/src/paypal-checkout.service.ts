import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { BOOKING_ACTORS, BookingCaller, BookingEntity, BookingLifecycle, BookingsService } from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import {
  PAYMENT_MESSAGES as M,
  type Booking,
  type PaymentAmountMismatchDetails,
  type PaymentCaptureResult,
  type PaymentOutcomeStatus,
  type PaymentRecordStatus,
  type PayPalCompleteResponse,
  type PayPalOrderCreated,
  type PayPalSetup,
} from '@app/contracts';
import { CreatePayPalOrderDto, PayPalCompleteDto, shortBookingId } from '@app/contracts';
import { centsToDollars, dollarsToCents, planAmountCents } from '@app/pricing';
import { PromoRedemptionsService } from '@app/promo';
import { OutboxService } from '@app/queue';
import { SettingsService } from '@app/settings';
import { PaymentEntity } from './entities/payment.entity';
import { PaymentCapture, refuseWhileCapturing } from './payment-capture';
import { invoiceIdOf } from './payment-ledger';
import { toPayment } from './payment.mappers';
import { paymentFailed, PaymentsException } from './payments.exception';
import { PayPalClient } from './paypal-client';
import { PayPalError } from './paypal-error';

/**
 * PayPal checkout for a booking (docs/product/api.md#the-api, docs/product/README.md#how-it-is-built and
 * docs/product/api.md#server-rules): the server prices every order from the booking, its promo and the plan; PayPal is
 * called outside any database transaction; a capture lands once (PaymentLedger).
 */
@Injectable()
export class PayPalCheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly paypal: PayPalClient,
    private readonly bookings: BookingsService,
    private readonly promos: PromoRedemptionsService,
    private readonly captures: PaymentCapture,
    private readonly lifecycle: BookingLifecycle,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
  ) {}

  async setup(): Promise<PayPalSetup> {
    try {
      const clientToken = await this.paypal.generateClientToken();
      const { clientId, sdkUrl, local } = this.config.paypal;
      // The loader's sdkBaseUrl is the script's whole URL: the sandbox's stand-in, or PayPal's own (its default).
      return {
        clientToken,
        clientId,
        sdkBaseUrl: local ? sdkUrl : null,
        currency: 'USD',
        intent: 'capture',
      };
    } catch {
      throw new PaymentsException('PAYPAL_UNAVAILABLE', M.serviceUnavailable);
    }
  }

  /** POST /paypal/order: make sure the booking holds a team, reserve the promo and record the payment, then open the
   * order at PayPal. `clientAddress`: the request's, which a hold claimed again counts under (UnpaidHoldLimits). */
  async createOrder(
    dto: CreatePayPalOrderDto,
    caller: BookingCaller,
    clientAddress: string,
  ): Promise<PayPalOrderCreated> {
    const payment = await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.findAccessible(dto.bookingId, caller, { manager, lock: true });
      if (booking.status === 'cancelled') throw new PaymentsException('NOTHING_TO_PAY', M.nothingToPay);
      // Refused before the buyer approves anything at PayPal, not after.
      await refuseWhileCapturing(manager, booking.id);
      // Its hold may have lapsed while the parent hesitated: a team is claimed again, or SLOT_TAKEN (with the nearest
      // free times) before any order exists at PayPal.
      await this.lifecycle.holdTeam(manager, booking, clientAddress);
      // The promo is the parent's choice only while no payment is settled (a $0 free completion included); after
      // that the booking's figures are what was paid for, and only its balance can be paid.
      if (this.lifecycle.can('applyPromo', booking, BOOKING_ACTORS.callerOf(caller, booking).kind)) {
        await this.applyPromo(manager, booking, dto.promoCode ?? null, caller);
      }
      const amountCents = planAmountCents(dto.plan, booking);
      if (amountCents === undefined) throw new PaymentsException('NOTHING_TO_PAY', M.nothingToPay);
      if (dollarsToCents(dto.amount) !== amountCents) throw mismatch(booking, amountCents);
      const id = randomUUID();
      const row = manager.create(PaymentEntity, {
        id,
        bookingId: booking.id,
        method: 'paypal',
        plan: dto.plan,
        amountCents,
        promoCode: booking.promoCode,
        promoDiscountCents: booking.promoDiscountCents,
        // Set once PayPal answers; until then the payment's own id holds the place (the column is unique).
        paypalOrderId: `pending-${id}`,
        invoiceId: invoiceIdOf(booking.id, id),
      });
      await manager.insert(PaymentEntity, row);
      await this.outbox.record(manager, 'payment.order-opened', { paymentId: id, bookingId: booking.id });
      return row;
    });

    try {
      const order = await this.paypal.createOrder({
        amountCents: payment.amountCents,
        bookingId: payment.bookingId,
        invoiceId: payment.invoiceId,
        requestId: payment.id,
        // What the buyer reads at PayPal: the business's name as saved in Settings.
        description: `${this.settings.snapshot().businessName} event #${shortBookingId(payment.bookingId)}`,
      });
      await this.dataSource.getRepository(PaymentEntity).update({ id: payment.id }, { paypalOrderId: order.id! });
      return { id: order.id!, amount: centsToDollars(payment.amountCents), plan: payment.plan };
    } catch (err) {
      await this.captures.fail(payment, err instanceof PayPalError ? err.code : String(err));
      const unavailable = err instanceof PayPalError && err.unavailable;
      throw new PaymentsException('PAYPAL_UNAVAILABLE', unavailable ? M.serviceUnavailable : M.createOrderFailed);
    }
  }

  /**
   * POST /paypal/order/{orderId}/capture: once, however often it is called. CONFIRMING when its answer was lost and
   * PayPal could not settle it at once (the dialog then polls outcome()).
   */
  async capture(orderId: string, caller: BookingCaller): Promise<PaymentCaptureResult> {
    const payment = await this.paymentOf(orderId, caller);
    await this.captures.captureOnce(payment);
    return this.result(payment, caller);
  }

  /**
   * GET /paypal/order/{orderId}: what the dialog polls after a PENDING capture or a capture call that failed on the
   * way. An open outcome is asked of PayPal (rate-limited per payment), so the answer is the truth within seconds.
   */
  async outcome(orderId: string, caller: BookingCaller): Promise<PaymentCaptureResult> {
    const payment = await this.paymentOf(orderId, caller);
    await this.captures.refresh(payment);
    return this.result(payment, caller);
  }

  /**
   * POST /api/paypal-complete (docs/product/api.md#the-api): the browser reports a paid order. PayPal is asked (status,
   * amount, booking); the client's totals must be the server's; an order captured but not yet landed here lands now.
   */
  async complete(dto: PayPalCompleteDto, caller: BookingCaller): Promise<PayPalCompleteResponse> {
    const payment = await this.paymentOf(dto.orderId, caller);
    const booking = await this.bookings.findAccessible(dto.bookingId, caller);
    if (payment.bookingId !== booking.id) throw new PaymentsException('PAYMENT_NOT_FOUND', M.paymentNotFound);
    const figures = {
      originalPrice: dollarsToCents(dto.originalPrice),
      finalPrice: dollarsToCents(dto.finalPrice),
      promoDiscount: dollarsToCents(dto.promoDiscount),
    };
    if (
      figures.originalPrice !== booking.totalCents ||
      figures.finalPrice !== booking.finalCents ||
      figures.promoDiscount !== booking.promoDiscountCents
    ) {
      throw mismatch(booking, payment.amountCents);
    }
    const outcome = await this.settle(payment);
    if (outcome === 'COMPLETED') return { success: true, message: M.completed };
    return { success: false, message: outcome === 'CONFIRMING' ? M.confirming : M.pending };
  }

  /** POST /api/bookings/process-payment with a PayPal order: checked with PayPal and landed like paypal-complete. */
  async bookingOfOrder(orderId: string, bookingId: string, caller: BookingCaller): Promise<Booking> {
    const payment = await this.paymentOf(orderId, caller);
    if (payment.bookingId !== bookingId) throw new PaymentsException('PAYMENT_NOT_FOUND', M.paymentNotFound);
    await this.settle(payment);
    return this.bookings.readAccessible(bookingId, caller);
  }

  /**
   * A payment not landed yet lands if PayPal says its order is captured, for its amount and its booking. PENDING
   * while PayPal holds the capture (its webhook settles it); PAYMENT_FAILED when it was not paid.
   */
  private async settle(payment: PaymentEntity): Promise<PaymentOutcomeStatus> {
    const status = payment.status === 'captured' ? 'captured' : await this.captures.settleFromPayPal(payment);
    const outcome = outcomeOf(status);
    if (outcome === 'FAILED') throw paymentFailed();
    return outcome;
  }

  /** The promo the parent applied (or none) becomes the booking's, its use held while the order is open. */
  private async applyPromo(
    manager: EntityManager,
    booking: BookingEntity,
    code: string | null,
    caller: BookingCaller,
  ): Promise<void> {
    let discount = 0;
    let applied: string | null = null;
    if (code) {
      const use = await this.promos.reserve(manager, code, booking);
      discount = use.discountCents;
      applied = use.code;
    } else {
      await this.promos.release(manager, booking.id);
    }
    await this.lifecycle.applyPromo(
      manager,
      booking,
      { code: applied, discountCents: discount },
      BOOKING_ACTORS.callerOf(caller, booking),
    );
  }

  private async paymentOf(orderId: string, caller: BookingCaller): Promise<PaymentEntity> {
    const payment = await this.dataSource.getRepository(PaymentEntity).findOneBy({ paypalOrderId: orderId });
    if (!payment) throw new PaymentsException('PAYMENT_NOT_FOUND', M.paymentNotFound);
    // Someone else's order is answered like one that does not exist.
    await this.bookings.findAccessible(payment.bookingId, caller).catch(() => {
      throw new PaymentsException('PAYMENT_NOT_FOUND', M.paymentNotFound);
    });
    return payment;
  }

  private async result(payment: PaymentEntity, caller: BookingCaller): Promise<PaymentCaptureResult> {
    const fresh = await this.dataSource.getRepository(PaymentEntity).findOneByOrFail({ id: payment.id });
    return {
      status: outcomeOf(fresh.status),
      payment: toPayment(fresh),
      booking: await this.bookings.readAccessible(payment.bookingId, caller),
    };
  }
}

/**
 * A payment's outcome as the dialog shows it: a capture whose answer is still unknown is CONFIRMING, one PayPal
 * holds PENDING; an order opened but never captured is FAILED (the parent pays with a new one).
 */
function outcomeOf(status: PaymentRecordStatus): PaymentOutcomeStatus {
  if (status === 'captured') return 'COMPLETED';
  if (status === 'capturing') return 'CONFIRMING';
  return status === 'pending' ? 'PENDING' : 'FAILED';
}

function mismatch(booking: BookingEntity, amountCents: number): PaymentsException {
  const details: PaymentAmountMismatchDetails = {
    amount: centsToDollars(amountCents),
    totalPrice: centsToDollars(booking.totalCents),
    promoDiscount: centsToDollars(booking.promoDiscountCents),
    finalPrice: centsToDollars(booking.finalCents),
    amountPaid: centsToDollars(booking.amountPaidCents),
    balanceDue: centsToDollars(booking.balanceDueCents),
  };
  return new PaymentsException('PAYMENT_AMOUNT_MISMATCH', M.amountMismatch, {
    details: details as unknown as Record<string, unknown>,
  });
}
