import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { BookingCaller } from '@app/bookings';
import { CancelOwnBookingDto, type CancelOwnBookingResult } from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { BookingCancellations } from './booking-cancellations';

/**
 * POST /api/bookings/:id/cancel (issue #28): the owner, an admin or the booking's signed link. Here rather than in
 * libs/bookings because a cancellation in time refunds through PayPal (RefundRequests).
 */
@Controller('bookings')
export class BookingCancelController {
  constructor(private readonly cancellations: BookingCancellations) {}

  @Post(':id/cancel')
  @HttpCode(200)
  @RateLimit('booking')
  cancel(
    @Param('id') id: string,
    @Body() dto: CancelOwnBookingDto,
    @BookingCaller() caller: BookingCaller,
  ): Promise<CancelOwnBookingResult> {
    return this.cancellations.cancelOwn(id, dto, caller);
  }
}
