import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { idOfSignedToken, signedIdToken } from '@app/platform';

/**
 * The album's shared link for the invited families, revocable as the invitation link is (libs/business/roster
 * invitation-links): its token is the link's id signed under BOOKING_LINK_SECRET with the purpose `album`, so no
 * booking, invitation or reply link opens an album, nor the other way round. The album stores the one id in force: a
 * new link or turning it off stops the old one.
 */
@Injectable()
export class AlbumLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  token(linkId: string): string {
    return signedIdToken('album', linkId, this.config.bookingLinks.secret);
  }

  /** `${PUBLIC_URL}/albums/:token`: the page an invited family opens. */
  url(linkId: string): string {
    return `${this.config.publicUrl}/albums/${this.token(linkId)}`;
  }

  /** The link id a well-signed token names, or null. */
  linkIdOf(token: string): string | null {
    return idOfSignedToken('album', token, this.config.bookingLinks.secret);
  }
}
