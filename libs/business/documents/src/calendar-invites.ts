import { Injectable } from '@nestjs/common';
import { BookingsService, type BookingCaller } from '@app/bookings';
import { InvitationsService } from '@app/roster';
import { shortBookingId } from '@app/contracts';
import { DocumentContexts } from './document-contexts';
import { DocumentFactsReader } from './document-facts.reader';
import { eventInvite, familyInvite } from './event-invite';

/** An invite to download: its file name and the .ics. */
export interface InviteFile {
  fileName: string;
  ics: string;
}

/**
 * GET /api/bookings/:id/calendar.ics: the booking's event as an invite, the same one its e-mails attach (one UID per
 * booking, SEQUENCE its calendar sequence, so a calendar updates its entry). The owner, an admin, or the booking's
 * link.
 */
@Injectable()
export class CalendarInvites {
  constructor(
    private readonly bookings: BookingsService,
    private readonly facts: DocumentFactsReader,
    private readonly contexts: DocumentContexts,
    private readonly invitations: InvitationsService,
  ) {}

  async of(bookingId: string, caller: BookingCaller): Promise<InviteFile> {
    const booking = await this.bookings.findAccessible(bookingId, caller);
    const facts = await this.facts.bookingFacts(booking.id);
    return {
      fileName: `booking-${shortBookingId(booking.id)}.ics`,
      ics: eventInvite(facts, await this.contexts.now()),
    };
  }

  /**
   * GET /api/invitation-replies/:token/calendar.ics: the party in an invited family's calendar, by its reply's own link
   * (the place as the invitation shows it; a link that opens no reply is a missing booking's 404).
   */
  async ofReply(token: string): Promise<InviteFile> {
    const { party } = await this.invitations.ownReply(token);
    const ctx = await this.contexts.now();
    const [replyId] = token.split('.');
    return {
      fileName: `party-${party.eventDate}.ics`,
      ics: familyInvite({ id: replyId, party, url: `${ctx.publicUrl}/invitation-replies/${token}` }, ctx),
    };
  }
}
