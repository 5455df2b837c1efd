import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MANAGE_BOOKING_MESSAGES as M, type ManagedBooking, type RescheduleBookingRequest } from '@app/contracts';
import type { BookingCaller } from './booking-caller';
import { BOOKING_ACTORS, BookingLifecycle } from './booking-lifecycle';
import { BookingsException } from './bookings.exception';
import { BookingsService } from './bookings.service';
import { ManagedBookings } from './managed-bookings';

/**
 * POST /api/bookings/:id/reschedule: the owner, an admin or the booking's link moves the event to another free day and
 * start time, until 48 hours before its current start (business time zone). The move itself (team, sequence, e-mail,
 * history) is the lifecycle's, the same as an admin's move in the Calendar.
 */
@Injectable()
export class BookingReschedules {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly managed: ManagedBookings,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  async reschedule(id: string, dto: RescheduleBookingRequest, caller: BookingCaller): Promise<ManagedBooking> {
    const booking = await this.dataSource.transaction(async (manager) => {
      // The row lock orders this against a cancellation of the same booking: the second sees the first's result.
      const booking = await this.bookings.findAccessible(id, caller, { manager, lock: true });
      const actor = BOOKING_ACTORS.callerOf(caller, booking);
      this.lifecycle.check('reschedule', booking, actor);
      if (!(await this.managed.policyOf(booking, manager)).canReschedule) {
        throw new BookingsException('CHANGE_TOO_LATE', M.rescheduleTooLate);
      }
      if (booking.eventDate === dto.eventDate && booking.eventTime === dto.eventTime) {
        throw new BookingsException('BOOKING_STATE_CONFLICT', M.sameSlot);
      }
      await this.lifecycle.reschedule(manager, booking, dto, actor);
      return booking;
    });
    return this.managed.view(booking);
  }
}
