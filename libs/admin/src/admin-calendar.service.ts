import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '@app/audit';
import { AvailabilityException, AvailabilityService, TeamsService } from '@app/availability';
import { ADMIN_CALLER, BookingCalendar, BookingsException, BookingsService } from '@app/bookings';
import {
  CALENDAR_MESSAGES as M,
  shortBookingId,
  type CalendarAllocation,
  type CalendarResponse,
  type MoveBookingRequest,
  type User,
} from '@app/contracts';
import { PlatformException } from '@app/platform';

/**
 * The admin's Calendar (issue #27): a day's or a week's allocations per team with their bookings' facts (from
 * libs/bookings: availability never reads bookings), and moving a booking to another free team and/or time.
 */
@Injectable()
export class AdminCalendarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly teams: TeamsService,
    private readonly bookings: BookingsService,
    private readonly calendar: BookingCalendar,
    private readonly audit: AuditService,
  ) {}

  async read(from: string, to: string): Promise<CalendarResponse> {
    const [teams, blackoutDays, allocations] = await Promise.all([
      this.teams.list(),
      this.teams.blackoutDays(from, to),
      this.teams.allocationsBetween(from, to),
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
    };
  }

  /**
   * Another team and/or another day and start, in one transaction: availability moves the allocation (refused with
   * SLOT_TAKEN and the nearest free times when that team or time is not free, leaving everything as it was), the
   * booking takes the new day and time, and its history records the move with the admin's name.
   */
  async move(bookingId: string, request: MoveBookingRequest, admin: User): Promise<void> {
    if (request.teamId === undefined && request.eventDate === undefined && request.eventTime === undefined) {
      throw new PlatformException('VALIDATION_FAILED', M.moveNothing);
    }
    await this.dataSource.transaction(async (manager) => {
      const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER, { manager, lock: true });
      if (booking.status === 'cancelled') throw new BookingsException('BOOKING_STATE_CONFLICT', M.cancelledNotMovable);
      const teamNames = new Map((await this.teams.list()).map((t) => [t.id, t.name]));
      if (request.teamId !== undefined && !teamNames.has(request.teamId)) {
        throw new AvailabilityException('TEAM_NOT_FOUND', M.teamNotFound);
      }
      const before = await this.availability.holding(manager, bookingId);
      const slot = {
        eventDate: request.eventDate ?? booking.eventDate,
        eventTime: request.eventTime ?? booking.eventTime,
        durationMinutes: booking.durationMinutes,
      };
      const after = await this.availability.move(manager, bookingId, slot, request.teamId);
      // A paid or confirmed booking that held no team (its hold lapsed before the payment, none was free) is given
      // one for good: move() makes a booking holding nothing a new hold, which would lapse again.
      if (!before && (booking.status === 'confirmed' || booking.amountPaidCents > 0)) {
        await this.availability.makeFirm(manager, bookingId);
      }
      const place = (teamId: number | undefined, day: { eventDate: string; eventTime: string }) => ({
        team: teamId === undefined ? null : (teamNames.get(teamId) ?? String(teamId)),
        date: day.eventDate,
        time: day.eventTime,
      });
      const was = place(before?.teamId, booking);
      if (slot.eventDate !== booking.eventDate || slot.eventTime !== booking.eventTime) {
        await this.calendar.reschedule(manager, booking, slot);
      }
      await this.audit.record(manager, {
        subject: 'booking',
        subjectId: bookingId,
        action: 'moved',
        actor: { id: admin.id, name: admin.username },
        before: was,
        after: place(after.teamId, slot),
      });
    });
  }
}
