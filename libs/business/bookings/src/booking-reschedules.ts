import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AvailabilityException, TeamsService } from '@app/availability';
import { CALENDAR_MESSAGES, MANAGE_BOOKING_MESSAGES as M, type User } from '@app/contracts';
import { PlatformException } from '@app/platform';
import { ADMIN_CALLER, type BookingCaller } from './booking-caller';
import { BOOKING_ACTORS, BookingLifecycle } from './booking-lifecycle';
import { BookingsException } from './bookings.exception';
import { BookingsService } from './bookings.service';
import { BookingEntity } from './entities/booking.entity';
import { ManagedBookings } from './managed-bookings';

/** Where a booking moves: another day and/or start (what is left out stays), and in the Calendar another team. */
export interface RescheduleTarget {
  eventDate?: string;
  eventTime?: string;
  teamId?: number;
}

/**
 * Who moves it. `caller`: whoever called the booking's own route (its owner, its link, an admin acting for the
 * parent), held to the change notice and to a slot other than its own. `admin`: an admin in the Calendar, who may move
 * it up to its start, name the team, and is named in its history.
 */
export type Rescheduler = { caller: BookingCaller } | { admin: User };

/**
 * The one reschedule, for POST /api/bookings/:id/reschedule (the parent's, until 48 hours before its current start in
 * the business time zone) and POST /api/admin/bookings/:id/move (the admin's Calendar). The move itself (team,
 * sequence, e-mail, history) is the lifecycle's; the transition table refuses a cancelled booking for both.
 */
@Injectable()
export class BookingReschedules {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly managed: ManagedBookings,
    private readonly lifecycle: BookingLifecycle,
    private readonly teams: TeamsService,
  ) {}

  /** The booking moved, as its transaction left it; nothing is written when any check refuses. */
  async reschedule(id: string, target: RescheduleTarget, by: Rescheduler): Promise<BookingEntity> {
    if (target.teamId === undefined && target.eventDate === undefined && target.eventTime === undefined) {
      throw new PlatformException('VALIDATION_FAILED', CALENDAR_MESSAGES.moveNothing);
    }
    return this.dataSource.transaction(async (manager) => {
      // The row lock orders this against a cancellation of the same booking: the second sees the first's result.
      const caller = 'caller' in by ? by.caller : ADMIN_CALLER;
      const booking = await this.bookings.findAccessible(id, caller, { manager, lock: true });
      const actor = 'caller' in by ? BOOKING_ACTORS.callerOf(by.caller, booking) : BOOKING_ACTORS.admin(by.admin);
      // Asked first, so a cancelled booking is refused as such rather than as too late or on an unknown team.
      this.lifecycle.check('reschedule', booking, actor);
      const to = {
        eventDate: target.eventDate ?? booking.eventDate,
        eventTime: target.eventTime ?? booking.eventTime,
        teamId: target.teamId,
      };
      if ('caller' in by) {
        if (!(await this.managed.policyOf(booking, manager)).canReschedule) {
          throw new BookingsException('CHANGE_TOO_LATE', M.rescheduleTooLate);
        }
        if (booking.eventDate === to.eventDate && booking.eventTime === to.eventTime) {
          throw new BookingsException('BOOKING_STATE_CONFLICT', M.sameSlot);
        }
      } else if (to.teamId !== undefined && !(await this.teams.names(manager)).has(to.teamId)) {
        throw new AvailabilityException('TEAM_NOT_FOUND', CALENDAR_MESSAGES.teamNotFound);
      }
      await this.lifecycle.reschedule(manager, booking, to, actor);
      return booking;
    });
  }
}
