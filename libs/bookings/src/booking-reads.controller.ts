import { Controller, Get } from '@nestjs/common';
import { Authenticated, Roles } from '@app/accounts';
import type { Booking } from '@app/contracts';

/**
 * The two booking reads that exist from the accounts issue on, with their access rules already enforced.
 * PLACEHOLDER: bookings are not stored yet, so both answer an empty list. The bookings issue replaces the bodies
 * with calls to its service (keep the routes, decorators and response types).
 */
@Controller()
export class BookingReadsController {
  /** SPEC §7 GET /api/bookings/user: the caller's own bookings, newest first. */
  @Get('bookings/user')
  @Authenticated()
  listOwn(): Booking[] {
    return [];
  }

  /** SPEC §7 GET /api/admin/bookings: every booking, newest first; admins only. */
  @Get('admin/bookings')
  @Roles('admin')
  listAll(): Booking[] {
    return [];
  }
}
