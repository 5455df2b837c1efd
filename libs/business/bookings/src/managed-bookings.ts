import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AvailabilityService } from '@app/availability';
import { shortBookingId, type BookingPolicy, type CancellationRequestView, type ManagedBooking } from '@app/contracts';
import { Clock } from '@app/platform';
import { centsToDollars } from '@app/pricing';
import { SettingsService } from '@app/settings';
import type { BookingCaller } from './booking-caller';
import { BookingLinks } from './booking-link';
import { storedPricing, toBooking, toPricingResult } from './booking.mappers';
import { BookingsService } from './bookings.service';
import { BookingRefunds, centsIn } from './booking-refunds';
import { changePolicy, policySettings } from './change-policy';
import { BookingEntity } from './entities/booking.entity';
import { CancellationRequestEntity } from './entities/cancellation-request.entity';
import { eventStart } from './event-start';
import { googleCalendarUrl } from './google-calendar-link';

export const toCancellationRequestView = (r: CancellationRequestEntity): CancellationRequestView => ({
  id: r.id,
  status: r.status,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  refundAmount: r.refundCents === null ? null : centsToDollars(r.refundCents),
});

/**
 * A booking's own page (GET /api/bookings/:id): the booking as read back with what the parent may do now (the change
 * policy on the Clock's now), its latest cancellation request, a refund still on its way, and what a calendar needs.
 */
@Injectable()
export class ManagedBookings {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly availability: AvailabilityService,
    private readonly links: BookingLinks,
    private readonly clock: Clock,
    private readonly refunds: BookingRefunds,
    private readonly settings: SettingsService,
  ) {}

  async read(id: string, caller: BookingCaller): Promise<ManagedBooking> {
    return this.view(await this.bookings.findAccessible(id, caller));
  }

  /** What the parent may do with the booking now; in `manager`'s transaction when the caller holds its lock. */
  async policyOf(booking: BookingEntity, manager?: EntityManager): Promise<BookingPolicy> {
    const held = await this.refunds.heldBy(booking.id, manager);
    return changePolicy(booking, this.clock.now(), policySettings(await this.settings.current()), held);
  }

  /** The booking's latest cancellation request (open, or the last decided), if any. */
  latestRequest(bookingId: string, manager?: EntityManager): Promise<CancellationRequestEntity | null> {
    return (manager ?? this.dataSource.manager).findOne(CancellationRequestEntity, {
      where: { bookingId },
      order: { createdAt: 'DESC' },
    });
  }

  async view(booking: BookingEntity): Promise<ManagedBooking> {
    const [games, holds, names, request, lines, held] = await Promise.all([
      this.bookings.selectedGamesOf([booking.id]),
      this.availability.holdExpiries([booking.id]),
      this.gameNames(booking.id),
      this.latestRequest(booking.id),
      this.refunds.linesOf([booking.id]),
      this.refunds.heldBy(booking.id),
    ]);
    const refunds = lines.get(booking.id) ?? [];
    // Only a cancelled booking's refund is on its way (one on a booking that stands is sent by cancelling it).
    const refunding = booking.status === 'cancelled' ? centsIn(refunds, 'on-its-way') : 0;
    const business = await this.settings.current();
    const start = eventStart(booking.eventDate, booking.eventTime, business.timeZone);
    const { address, city, state, zipCode } = booking.location;
    const selected = games.get(booking.id) ?? [];
    return {
      ...toBooking(booking, selected, holds.get(booking.id)),
      amountRefunded: centsToDollars(centsIn(refunds, 'sent')),
      // The page's price lines: what the booking was priced at (SPA: storedPriceLines).
      pricing: toPricingResult(storedPricing(booking, selected.length)),
      policy: changePolicy(booking, this.clock.now(), policySettings(business), held),
      cancellationRequest: request ? toCancellationRequestView(request) : null,
      refundOnItsWay: refunding > 0 ? centsToDollars(refunding) : null,
      refunds,
      calendarSequence: booking.calendarSequence,
      gameNames: names,
      durationMinutes: booking.durationMinutes,
      googleCalendarUrl: googleCalendarUrl({
        title: `${booking.childName}'s competition party with ${business.businessName}`,
        start,
        end: new Date(start.getTime() + booking.durationMinutes * 60_000),
        details: [
          `Booking ${shortBookingId(booking.id)}: ${names.join(', ')}.`,
          `Your booking: ${this.links.url(booking.id)}`,
        ].join('\n'),
        location: `${address}, ${city}, ${state} ${zipCode}`,
      }),
    };
  }

  /** The booking's game names in the parent's order (catalogue games by their name, custom games by theirs). */
  private async gameNames(bookingId: string): Promise<string[]> {
    const rows: { name: string }[] = await this.dataSource.query(
      `SELECT COALESCE(g.name, cg.name, '') AS name
       FROM booking_games bg
       LEFT JOIN games g ON g.id = bg.game_id
       LEFT JOIN custom_games cg ON cg.id = bg.custom_game_id
       WHERE bg.booking_id = $1 ORDER BY bg.position`,
      [bookingId],
    );
    return rows.map((r) => r.name);
  }
}
