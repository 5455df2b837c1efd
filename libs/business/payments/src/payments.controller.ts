import { Body, Controller, Get, Header, Headers, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { BookingCaller } from '@app/bookings';
import {
  CompleteFreeBookingDto,
  CreatePayPalOrderDto,
  PayPalCompleteDto,
  PAYMENT_MESSAGES as M,
  ProcessPaymentDto,
  type Booking,
  type PaymentCaptureResult,
  type PayPalCompleteResponse,
  type PayPalOrderCreated,
  type PayPalSetup,
} from '@app/contracts';
import { ClientAddress, RateLimit } from '@app/rate-limit';
import { FreeBookingService } from './free-booking.service';
import { PAYPAL_ASK_INTERVAL_MS } from './payment-capture';
import { PaymentsException } from './payments.exception';
import { PayPalCheckoutService } from './paypal-checkout.service';
import type { WebhookHeaders } from './paypal-client';
import type { PayPalWebhookEvent } from './paypal-types';
import { PayPalWebhooksService } from './paypal-webhooks.service';

/** docs/product/api.md#the-api /paypal/* (outside the /api prefix, as the spec's client calls them). */
@Controller('paypal')
export class PayPalController {
  constructor(private readonly checkout: PayPalCheckoutService) {}

  @Get('setup')
  @Header('Cache-Control', 'no-store')
  setup(): Promise<PayPalSetup> {
    return this.checkout.setup();
  }

  @Post('order')
  @HttpCode(201)
  @RateLimit('payment')
  createOrder(
    @Body() dto: CreatePayPalOrderDto,
    @BookingCaller() caller: BookingCaller,
    @ClientAddress() clientAddress: string,
  ): Promise<PayPalOrderCreated> {
    return this.checkout.createOrder(dto, caller, clientAddress);
  }

  /**
   * 200 with the outcome; 202 while it is CONFIRMING (the capture's answer was lost: the server asks PayPal and
   * captures again, and GET /paypal/order/{orderId} says when it is known; Retry-After is how soon that is worth
   * asking). Not an error: nothing failed, and a retry of the capture never charges twice.
   */
  @Post('order/:orderId/capture')
  @HttpCode(200)
  @RateLimit('payment')
  async capture(
    @Param('orderId') orderId: string,
    @BookingCaller() caller: BookingCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PaymentCaptureResult> {
    const result = await this.checkout.capture(orderId, caller);
    if (result.status === 'CONFIRMING') reply.status(202).header('Retry-After', PAYPAL_ASK_INTERVAL_MS / 1000);
    return result;
  }

  /**
   * Ours: the payment's outcome, which the dialog polls while it is PENDING (same access as the capture). Not under
   * the payment attempts' limit (30 an hour would end a poll every few seconds): PayPal is asked at most every few
   * seconds per payment whatever the polling.
   */
  @Get('order/:orderId')
  @Header('Cache-Control', 'no-store')
  outcome(@Param('orderId') orderId: string, @BookingCaller() caller: BookingCaller): Promise<PaymentCaptureResult> {
    return this.checkout.outcome(orderId, caller);
  }
}

/**
 * docs/product/api.md#the-api /api/paypal-complete, /api/bookings/process-payment and the free path PATCH
 * /api/bookings/{id}.
 */
@Controller()
export class PaymentCompletionController {
  constructor(
    private readonly checkout: PayPalCheckoutService,
    private readonly free: FreeBookingService,
  ) {}

  /**
   * 200 when the payment is ours; 202 with PAYMENT_MESSAGES.pending while PayPal still holds it, or .confirming while
   * its capture is being confirmed (never a failure).
   */
  @Post('paypal-complete')
  @HttpCode(200)
  async complete(
    @Body() dto: PayPalCompleteDto,
    @BookingCaller() caller: BookingCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PayPalCompleteResponse> {
    const answer = await this.checkout.complete(dto, caller);
    if (!answer.success) reply.status(202);
    return answer;
  }

  @Post('bookings/process-payment')
  @HttpCode(200)
  async process(
    @Body() dto: ProcessPaymentDto,
    @BookingCaller() caller: BookingCaller,
    @ClientAddress() clientAddress: string,
  ) {
    const data = dto.paymentData;
    if (data.type === 'promo') {
      if (!data.promoCode || data.finalAmount === undefined || data.discount === undefined) {
        throw new PaymentsException('NOTHING_TO_PAY', M.notFree);
      }
      const booking = await this.free.complete(
        dto.bookingId,
        { promoCode: data.promoCode, promoDiscount: data.discount, finalPrice: data.finalAmount },
        caller,
        clientAddress,
      );
      return { success: true, booking };
    }
    if (!data.orderId) throw new PaymentsException('PAYMENT_NOT_FOUND', M.paymentNotFound);
    const booking = await this.checkout.bookingOfOrder(data.orderId, dto.bookingId, caller);
    return { success: true, booking };
  }

  @Patch('bookings/:id')
  completeFree(
    @Param('id') id: string,
    @Body() dto: CompleteFreeBookingDto,
    @BookingCaller() caller: BookingCaller,
    @ClientAddress() clientAddress: string,
  ): Promise<Booking> {
    return this.free.complete(id, dto, caller, clientAddress);
  }
}

/** POST /api/paypal/webhook: PayPal's notifications. 200 once handled (or handled before), 400 unverified. */
@Controller('paypal/webhook')
export class PayPalWebhookController {
  constructor(private readonly webhooks: PayPalWebhooksService) {}

  @Post()
  @HttpCode(200)
  async receive(@Headers() headers: WebhookHeaders, @Body() event: PayPalWebhookEvent): Promise<{ received: true }> {
    await this.webhooks.receive(headers, event);
    return { received: true };
  }
}
