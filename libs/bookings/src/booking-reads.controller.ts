import { Controller, Get, Header } from '@nestjs/common';
import { Authenticated, CurrentUser, Roles } from '@app/accounts';
import type { Booking, User } from '@app/contracts';
import { BookingsService } from './bookings.service';

/** The two booking lists, with their access rules enforced on the server. */
@Controller()
export class BookingReadsController {
  constructor(private readonly bookings: BookingsService) {}

  /** SPEC §7 GET /api/bookings/user: the caller's own bookings, newest first. */
  @Get('bookings/user')
  @Authenticated()
  @Header('Cache-Control', 'private, no-store')
  listOwn(@CurrentUser() user: User): Promise<Booking[]> {
    return this.bookings.listOwn(user.id);
  }

  /** SPEC §7 GET /api/admin/bookings: every booking, newest first; admins only. */
  @Get('admin/bookings')
  @Roles('admin')
  @Header('Cache-Control', 'private, no-store')
  listAll(): Promise<Booking[]> {
    return this.bookings.listAll();
  }
}
