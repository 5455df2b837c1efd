import { Injectable } from '@nestjs/common';
import { HostAccounts } from '@app/accounts';
import { TeamHosts, TeamsService } from '@app/availability';
import { BookingCalendar } from '@app/bookings';
import {
  shortBookingId,
  type CalendarAllocation,
  type CalendarResponse,
  type NextBookingResponse,
} from '@app/contracts';

/** Allocations read for the next booking: one whose booking was deleted (no foreign key) is skipped. */
const NEXT_BOOKING_LOOKAHEAD = 10;

/**
 * The admin's Calendar: a day's or a week's allocations per team with their bookings' facts (from libs/business/bookings:
 * availability never reads bookings) and the hosts who run each (availability's members, accounts' names), and the
 * days' cancelled bookings apart (they hold no team). Moving a booking is the one reschedule's (BookingReschedules).
 */
@Injectable()
export class AdminCalendarService {
  constructor(
    private readonly teams: TeamsService,
    private readonly calendar: BookingCalendar,
    private readonly teamHosts: TeamHosts,
    private readonly hosts: HostAccounts,
  ) {}

  async read(from: string, to: string): Promise<CalendarResponse> {
    const [teams, blackoutDays, allocations, cancelled] = await Promise.all([
      this.teams.list(),
      this.teams.blackoutDays(from, to),
      this.teams.allocationsBetween(from, to),
      this.calendar.cancelledBetween(from, to),
    ]);
    const [facts, hostNames] = await Promise.all([
      this.calendar.factsOf(allocations.map((a) => a.bookingId)),
      this.hostNamesOf(teams.map((t) => t.id)),
    ]);
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
            hostNames: hostNames.get(a.teamId) ?? [],
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

  /** Each team's active hosts by name (docs/product/hosts.md#teams-and-hosts): a deactivated one runs no party. */
  private async hostNamesOf(teamIds: number[]): Promise<Map<number, string[]>> {
    const [members, hosts] = await Promise.all([this.teamHosts.membersOf(teamIds), this.hosts.list()]);
    const names = new Map(hosts.filter((h) => h.active).map((h) => [h.id, h.name]));
    return new Map([...members].map(([teamId, ids]) => [teamId, ids.flatMap((id) => names.get(id) ?? [])]));
  }

  /** The first day after `after` on which the calendar shows a booking: the Calendar's "Next booking" jump. */
  async nextBooking(after: string): Promise<NextBookingResponse> {
    const ids = await this.teams.bookingsAllocatedAfter(after, NEXT_BOOKING_LOOKAHEAD);
    const facts = await this.calendar.factsOf(ids);
    const first = ids.find((id) => facts.has(id));
    return { day: first ? (facts.get(first)?.eventDate ?? null) : null };
  }
}
