import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { BookingCaller } from '@app/bookings';
import { CancelOwnBookingDto, type CancelOwnBookingResult } from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { BookingCancellations } from './booking-cancellations';

/** The booking page's cancel: the owner, an admin or the booking's link. */
@Controller('bookings')
export class OwnCancellationsController {
  constructor(private readonly cancellations: BookingCancellations) {}

  /** 48 hours or more ahead, cancelled and refunded less the fee; later, a request for an admin to decide. */
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
