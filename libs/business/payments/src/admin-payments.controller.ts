import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser, Roles } from '@app/accounts';
import { BOOKING_ACTORS } from '@app/bookings';
import {
  RecordPaymentDto,
  RefundOverpaymentDto,
  ReversePaymentDto,
  type OverpaymentRefundResult,
  type Payment,
  type User,
} from '@app/contracts';
import { dollarsToCents } from '@app/pricing';
import { OfflinePayments } from './offline-payments';
import { OverpaymentRefunds } from './overpayment-refunds';

/**
 * A booking's money an admin moves by hand: cash and bank transfers recorded and reversed, and what was paid above a
 * changed total given back (a refund PayPal has not made is sent again by libs/business/booking-money). Payments' own admin
 * routes, so they live with payments (ADR 0004); admins only.
 */
@Controller('admin')
@Roles('admin')
export class AdminPaymentsController {
  constructor(
    private readonly offline: OfflinePayments,
    private readonly overpayments: OverpaymentRefunds,
  ) {}

  /** 201 with the payment as recorded (method cash or bank-transfer, captured). */
  @Post('bookings/:id/payments')
  @HttpCode(201)
  record(@Param('id') id: string, @Body() dto: RecordPaymentDto, @CurrentUser() admin: User): Promise<Payment> {
    return this.offline.record(id, dto, BOOKING_ACTORS.admin(admin));
  }

  /** 200 with the payment as it stands after the reversal (refunded in full). */
  @Post('payments/:id/reverse')
  @HttpCode(200)
  reverse(@Param('id') id: string, @Body() dto: ReversePaymentDto, @CurrentUser() admin: User): Promise<Payment> {
    return this.offline.reverse(id, dto, admin);
  }

  /**
   * What was paid above a changed booking's total (all of it, or `amount` dollars of it) refunded while the booking
   * stands; 200 with the refund and what is now paid and due.
   */
  @Post('bookings/:id/refund-overpayment')
  @HttpCode(200)
  refundOverpayment(
    @Param('id') id: string,
    @Body() dto: RefundOverpaymentDto,
    @CurrentUser() admin: User,
  ): Promise<OverpaymentRefundResult> {
    return this.overpayments.refund(id, dto.amount === undefined ? undefined : dollarsToCents(dto.amount), admin);
  }
}
