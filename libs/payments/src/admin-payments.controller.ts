import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser, Roles } from '@app/accounts';
import { RecordPaymentDto, ReversePaymentDto, type Payment, type User } from '@app/contracts';
import { OfflinePayments } from './offline-payments';

/** Money taken outside PayPal: recorded on a booking, reversed with a reason; admins only. */
@Controller('admin')
@Roles('admin')
export class AdminPaymentsController {
  constructor(private readonly offline: OfflinePayments) {}

  /** 201 with the payment as recorded (method cash or bank-transfer, captured). */
  @Post('bookings/:id/payments')
  @HttpCode(201)
  record(@Param('id') id: string, @Body() dto: RecordPaymentDto, @CurrentUser() admin: User): Promise<Payment> {
    return this.offline.record(id, dto, admin);
  }

  /** 200 with the payment as it stands after the reversal (refunded in full). */
  @Post('payments/:id/reverse')
  @HttpCode(200)
  reverse(@Param('id') id: string, @Body() dto: ReversePaymentDto, @CurrentUser() admin: User): Promise<Payment> {
    return this.offline.reverse(id, dto, admin);
  }
}
