import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '@app/config';
import { WAITLIST_OFFER_PARAM } from '@app/contracts';

/** What a link opens: a family's place on the list (to leave it), or an offer (to book or decline it). */
type Subject = 'entry' | 'offer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The waiting list's signed links, as the booking links are signed (HMAC-SHA256 under BOOKING_LINK_SECRET), each
 * under its own purpose so a booking's token opens no entry and an entry's no offer. They open that one thing for
 * whoever holds them and sign nobody in; an offer's link is good while the offer is open, an entry's while it waits.
 */
@Injectable()
export class WaitlistLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  token(subject: Subject, id: string): string {
    return createHmac('sha256', this.config.bookingLinks.secret)
      .update(`waitlist-${subject}:${id}`)
      .digest('base64url');
  }

  /** Whether `token` opens that entry or offer: compared in constant time; an id that is no UUID opens nothing. */
  opens(subject: Subject, id: string, token: string | undefined): boolean {
    if (!token || !UUID.test(id)) return false;
    const given = Buffer.from(token);
    const expected = Buffer.from(this.token(subject, id));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The offer's token as the wizard carries it to POST /api/bookings (`waitlistOffer`): "<id>.<signature>". */
  offerToken(offerId: string): string {
    return `${offerId}.${this.token('offer', offerId)}`;
  }

  /** The offer id a `waitlistOffer` token opens, or null. */
  offerOf(offerToken: string): string | null {
    const [id, signature] = offerToken.split('.');
    return this.opens('offer', id, signature) ? id : null;
  }

  /** The wizard with the time chosen and the offer carried: the offer e-mail's button. */
  bookingUrl(offer: { id: string; eventDate: string; eventTime: string; games: number }): string {
    const query = new URLSearchParams({
      date: offer.eventDate,
      time: offer.eventTime,
      games: String(offer.games),
      [WAITLIST_OFFER_PARAM]: this.offerToken(offer.id),
    });
    return `${this.config.publicUrl}/booking?${query.toString()}`;
  }

  /** The page that leaves the list (`POST /api/waitlist/entries/:id/leave?token=`). */
  leaveUrl(entryId: string): string {
    return `${this.config.publicUrl}/waitlist/leave?entry=${entryId}&token=${this.token('entry', entryId)}`;
  }

  /** The page that declines an offer (`POST /api/waitlist/offers/:id/decline?token=`). */
  declineUrl(offerId: string): string {
    return `${this.config.publicUrl}/waitlist/decline?offer=${offerId}&token=${this.token('offer', offerId)}`;
  }
}
