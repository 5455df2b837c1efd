import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser, Roles } from '@app/accounts';
import type { RefundRequestView, User } from '@app/contracts';
import { BookingPaymentsReader } from '@app/payments';
import { BookingCancellations } from './booking-cancellations';

/** An admin's "Send refund again", the same path as a cancellation's refund; admins only. */
@Controller('admin')
@Roles('admin')
export class AdminRefundResendsController {
  constructor(
    private readonly cancellations: BookingCancellations,
    private readonly reader: BookingPaymentsReader,
  ) {}

  /**
   * A refund still waiting for PayPal, or one PayPal refused, sent again; 200 with the refund as PayPal left it (made,
   * still waiting, or refused).
   */
  @Post('bookings/:id/refunds/:requestId/retry')
  @HttpCode(200)
  async resendRefund(
    @Param('id') id: string,
    @Param('requestId') requestId: string,
    @CurrentUser() admin: User,
  ): Promise<RefundRequestView> {
    return this.reader.refundRequest(await this.cancellations.resendRefund(id, requestId, admin));
  }
}
