import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '@app/config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The invitation link (issue #38): a second signed link, apart from the booking's own, that grants only adding a child
 * to the party's roster. Its token is the invitation's id and an HMAC of it under BOOKING_LINK_SECRET with a purpose
 * of its own (a booking link's signature never opens an invitation, nor the other way round). The roster stores the
 * one id in force: a new link or turning it off stops the old one.
 */
@Injectable()
export class InvitationLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  token(invitationId: string): string {
    return `${invitationId}.${this.signature(invitationId)}`;
  }

  /** `${PUBLIC_URL}/invitations/:token`: the page an invited family opens. */
  url(invitationId: string): string {
    return `${this.config.publicUrl}/invitations/${this.token(invitationId)}`;
  }

  /** The invitation id a well-signed token names, or null (compared in constant time). */
  invitationIdOf(token: string): string | null {
    const [id, signature, ...rest] = token.split('.');
    if (rest.length || !id || !signature || !UUID.test(id)) return null;
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.signature(id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private signature(invitationId: string): string {
    return createHmac('sha256', this.config.bookingLinks.secret)
      .update(`invitation:${invitationId}`)
      .digest('base64url');
  }
}
