import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { idOfSignedToken, signedIdToken } from '@app/platform';

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
    return signedIdToken('invitation', invitationId, this.config.bookingLinks.secret);
  }

  /** `${PUBLIC_URL}/invitations/:token`: the page an invited family opens. */
  url(invitationId: string): string {
    return `${this.config.publicUrl}/invitations/${this.token(invitationId)}`;
  }

  /** The invitation id a well-signed token names, or null (compared in constant time). */
  invitationIdOf(token: string): string | null {
    return idOfSignedToken('invitation', token, this.config.bookingLinks.secret);
  }

  /** `${PUBLIC_URL}/invitation-replies/:token`: the page where a family changes or withdraws its reply. */
  replyUrl(childId: string): string {
    const token = signedIdToken('reply', childId, this.config.bookingLinks.secret);
    return `${this.config.publicUrl}/invitation-replies/${token}`;
  }

  /** The roster row a well-signed reply token names, or null. */
  replyIdOf(token: string): string | null {
    return idOfSignedToken('reply', token, this.config.bookingLinks.secret);
  }
}
