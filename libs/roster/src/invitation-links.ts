import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '@app/config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The invitation link: a second signed link, apart from the booking's own, that grants only adding a child to the
 * party's roster. Its token is the invitation's id and an HMAC of it under BOOKING_LINK_SECRET with a purpose of its
 * own (a booking link's signature never opens an invitation, nor the other way round). The roster stores the one id in
 * force: a new link or turning it off stops the old one. A family's reply gets a link of its own the same way (purpose
 * `reply`, the row's id): it opens that one reply, to change or withdraw it, while the row exists.
 */
@Injectable()
export class InvitationLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  token(invitationId: string): string {
    return signed('invitation', invitationId, this.config.bookingLinks.secret);
  }

  /** `${PUBLIC_URL}/invitations/:token`: the page an invited family opens. */
  url(invitationId: string): string {
    return `${this.config.publicUrl}/invitations/${this.token(invitationId)}`;
  }

  /** The invitation id a well-signed token names, or null (compared in constant time). */
  invitationIdOf(token: string): string | null {
    return signedId('invitation', token, this.config.bookingLinks.secret);
  }

  /** `${PUBLIC_URL}/invitation-replies/:token`: the page where a family changes or withdraws its reply. */
  replyUrl(childId: string): string {
    return `${this.config.publicUrl}/invitation-replies/${signed('reply', childId, this.config.bookingLinks.secret)}`;
  }

  /** The roster row a well-signed reply token names, or null. */
  replyIdOf(token: string): string | null {
    return signedId('reply', token, this.config.bookingLinks.secret);
  }
}

type Purpose = 'invitation' | 'reply';

const signature = (purpose: Purpose, id: string, secret: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

const signed = (purpose: Purpose, id: string, secret: string) => `${id}.${signature(purpose, id, secret)}`;

function signedId(purpose: Purpose, token: string, secret: string): string | null {
  const [id, given, ...rest] = token.split('.');
  if (rest.length || !id || !given || !UUID.test(id)) return null;
  const a = Buffer.from(given);
  const b = Buffer.from(signature(purpose, id, secret));
  return a.length === b.length && timingSafeEqual(a, b) ? id : null;
}
