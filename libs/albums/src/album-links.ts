import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '@app/config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The album's shared link for the invited families, revocable as the invitation link is (libs/roster
 * invitation-links): its token is the link's id and an HMAC of it under BOOKING_LINK_SECRET with a purpose of its own,
 * so no booking, invitation or reply link opens an album, nor the other way round. The album stores the one id in
 * force: a new link or turning it off stops the old one.
 */
@Injectable()
export class AlbumLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  token(linkId: string): string {
    return `${linkId}.${this.signature(linkId)}`;
  }

  /** `${PUBLIC_URL}/albums/:token`: the page an invited family opens. */
  url(linkId: string): string {
    return `${this.config.publicUrl}/albums/${this.token(linkId)}`;
  }

  /** The link id a well-signed token names, or null (compared in constant time). */
  linkIdOf(token: string): string | null {
    const [id, given, ...rest] = token.split('.');
    if (rest.length || !id || !given || !UUID.test(id)) return null;
    const a = Buffer.from(given);
    const b = Buffer.from(this.signature(id));
    return a.length === b.length && timingSafeEqual(a, b) ? id : null;
  }

  private signature(linkId: string): string {
    return createHmac('sha256', this.config.bookingLinks.secret).update(`album:${linkId}`).digest('base64url');
  }
}
