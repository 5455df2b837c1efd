import { Inject, Injectable } from '@nestjs/common';
import { BookingLinks, BookingsService, type BookingCaller } from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import { shortBookingId } from '@app/contracts';
import { documentContext } from './document-facts';
import { DocumentFactsReader } from './document-facts.reader';
import { eventInvite } from './event-invite';

/** An invite to download: its file name and the .ics. */
export interface InviteFile {
  fileName: string;
  ics: string;
}

/**
 * GET /api/bookings/:id/calendar.ics (issue #28): the booking's event as an invite, the same one its e-mails attach
 * (one UID per booking, SEQUENCE its calendar sequence, so a calendar updates its entry). The owner, an admin, or the
 * booking's link.
 */
@Injectable()
export class CalendarInvites {
  constructor(
    private readonly bookings: BookingsService,
    private readonly facts: DocumentFactsReader,
    private readonly links: BookingLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async of(bookingId: string, caller: BookingCaller): Promise<InviteFile> {
    const booking = await this.bookings.findAccessible(bookingId, caller);
    const facts = await this.facts.bookingFacts(booking.id);
    return {
      fileName: `booking-${shortBookingId(booking.id)}.ics`,
      ics: eventInvite(facts, documentContext(this.config, this.links)),
    };
  }
}
