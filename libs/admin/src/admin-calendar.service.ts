import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AvailabilityException, TeamsService } from '@app/availability';
import { ADMIN_CALLER, BOOKING_ACTORS, BookingCalendar, BookingLifecycle, BookingsService } from '@app/bookings';
import {
  CALENDAR_MESSAGES as M,
  shortBookingId,
  type CalendarAllocation,
  type CalendarResponse,
  type MoveBookingRequest,
  type NextBookingResponse,
  type User,
} from '@app/contracts';
import { PlatformException } from '@app/platform';

/** Allocations read for the next booking: one whose booking was deleted (no foreign key) is skipped. */
const NEXT_BOOKING_LOOKAHEAD = 10;

/**
 * The admin's Calendar: a day's or a week's allocations per team with their bookings' facts (from libs/bookings:
 * availability never reads bookings), the days' cancelled bookings apart (they hold no team), and moving a booking to
 * another free team and/or time.
 */
@Injectable()
export class AdminCalendarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly teams: TeamsService,
    private readonly bookings: BookingsService,
    private readonly calendar: BookingCalendar,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  async read(from: string, to: string): Promise<CalendarResponse> {
    const [teams, blackoutDays, allocations, cancelled] = await Promise.all([
      this.teams.list(),
      this.teams.blackoutDays(from, to),
      this.teams.allocationsBetween(from, to),
      this.calendar.cancelledBetween(from, to),
    ]);
    const facts = await this.calendar.factsOf(allocations.map((a) => a.bookingId));
    return {
      from,
      to,
      teams,
      blackoutDays,
      allocations: allocations.flatMap((a): CalendarAllocation[] => {
        const booking = facts.get(a.bookingId);
        // An allocation outlives a deleted booking (no foreign key): there is nothing to show or move then.
        if (!booking) return [];
        return [
          {
            id: a.id,
            teamId: a.teamId,
            bookingId: a.bookingId,
            shortId: shortBookingId(a.bookingId),
            childName: booking.childName,
            bookingStatus: booking.status,
            kind: a.kind,
            eventDate: booking.eventDate,
            eventTime: booking.eventTime,
            durationMinutes: booking.durationMinutes,
            gameCount: booking.gameCount,
            startsAt: a.startsAt.toISOString(),
            endsAt: a.endsAt.toISOString(),
            holdExpiresAt: a.holdExpiresAt?.toISOString() ?? null,
          },
        ];
      }),
      cancelled: cancelled.map((b) => ({
        bookingId: b.id,
        shortId: shortBookingId(b.id),
        childName: b.childName,
        bookingStatus: 'cancelled',
        eventDate: b.eventDate,
        eventTime: b.eventTime,
        durationMinutes: b.durationMinutes,
      })),
    };
  }

  /** The first day after `after` on which the calendar shows a booking: the Calendar's "Next booking" jump. */
  async nextBooking(after: string): Promise<NextBookingResponse> {
    const ids = await this.teams.bookingsAllocatedAfter(after, NEXT_BOOKING_LOOKAHEAD);
    const facts = await this.calendar.factsOf(ids);
    const first = ids.find((id) => facts.has(id));
    return { day: first ? (facts.get(first)?.eventDate ?? null) : null };
  }

  /**
   * Another team and/or another day and start, in one transaction: the booking's lifecycle moves it (availability
   * refuses a team or time that is not free with SLOT_TAKEN and the nearest free times, leaving everything as it was),
   * raises its calendar sequence and e-mails the parent the updated invite when the time changed, and records the
   * move with the admin's name: the same path as the parent's own reschedule.
   */
  async move(bookingId: string, request: MoveBookingRequest, admin: User): Promise<void> {
    if (request.teamId === undefined && request.eventDate === undefined && request.eventTime === undefined) {
      throw new PlatformException('VALIDATION_FAILED', M.moveNothing);
    }
    await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER, { manager, lock: true });
      // A cancelled booking is refused by the transition table (BookingLifecycle.reschedule), as the parent's is.
      if (request.teamId !== undefined && !(await this.teams.names(manager)).has(request.teamId)) {
        throw new AvailabilityException('TEAM_NOT_FOUND', M.teamNotFound);
      }
      await this.lifecycle.reschedule(
        manager,
        booking,
        {
          eventDate: request.eventDate ?? booking.eventDate,
          eventTime: request.eventTime ?? booking.eventTime,
          teamId: request.teamId,
        },
        BOOKING_ACTORS.admin(admin),
      );
    });
  }
}
