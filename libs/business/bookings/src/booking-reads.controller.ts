import { Controller, Get } from '@nestjs/common';
import { Authenticated, CurrentUser } from '@app/accounts';
import type { Booking, User } from '@app/contracts';
import { BookingsService } from './bookings.service';

/** The caller's own bookings (the admin's list is AdminBookingsController). */
@Controller()
export class BookingReadsController {
  constructor(private readonly bookings: BookingsService) {}

  /** docs/product/api.md#the-api GET /api/bookings/user: the caller's own bookings, newest first. */
  @Get('bookings/user')
  @Authenticated()
  listOwn(@CurrentUser() user: User): Promise<Booking[]> {
    return this.bookings.listOwn(user.id);
  }
}
