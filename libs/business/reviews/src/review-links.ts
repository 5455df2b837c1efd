import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '@app/config';
import { REVIEW_RATING_PARAM, REVIEW_RULES } from '@app/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The thank-you's review link (docs/product/reviews.md#the-review-link): `<booking id>.<HMAC-SHA256>` under
 * BOOKING_LINK_SECRET, signed for reviews only (the booking page's link and this one never open each other). One per
 * booking: the same booking always signs the same token; it opens the review of that booking only, for
 * REVIEW_RULES.linkDays after its event (ReviewInvitations checks the day).
 */
@Injectable()
export class ReviewLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  token(bookingId: string): string {
    return `${bookingId}.${this.signature(bookingId)}`;
  }

  /** `${PUBLIC_URL}/reviews/:token`: the review page; with `rating`, opened with that many stars chosen. */
  url(bookingId: string, rating?: number): string {
    const page = `${this.config.publicUrl}/reviews/${this.token(bookingId)}`;
    return rating === undefined ? page : `${page}?${REVIEW_RATING_PARAM}=${rating}`;
  }

  /** The booking a token was signed for; null for anything we never signed. Compared in constant time. */
  bookingOf(token: string): string | null {
    const [bookingId, signature, ...rest] = token.split('.');
    if (rest.length || !bookingId || !signature || !UUID.test(bookingId)) return null;
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.signature(bookingId));
    return given.length === expected.length && timingSafeEqual(given, expected) ? bookingId.toLowerCase() : null;
  }

  private signature(bookingId: string): string {
    return createHmac('sha256', this.config.bookingLinks.secret)
      .update(`review:${bookingId.toLowerCase()}`)
      .digest('base64url');
  }
}

/** The last instant a review link opens: REVIEW_RULES.linkDays after the party started. */
export const reviewLinkEnds = (eventStart: Date): Date =>
  new Date(eventStart.getTime() + REVIEW_RULES.linkDays * 86_400_000);
