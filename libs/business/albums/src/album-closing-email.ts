import { emailSignOff, type BusinessSettings, parentGreeting } from '@app/contracts';
import { longDate } from '@app/bookings';
import { composeEmail, type Email } from '@app/mail';

/**
 * The parent's "download your photos by ..." e-mail, ALBUM_CLOSING_NOTICE_DAYS before the album closes
 * (docs/product/albums.md#retention): how many photos, the last day, and a button that downloads them all as one zip.
 */
export function albumClosingEmail(ctx: {
  parentName: string;
  childFirstName: string;
  photos: number;
  closesOn: string;
  zipUrl: string;
  business: Pick<BusinessSettings, 'phone' | 'email' | 'businessName'>;
}): Email {
  const day = longDate(ctx.closesOn);
  return composeEmail(`Download your party photos by ${day}`, {
    greeting: parentGreeting(ctx.parentName),
    intro: [
      {
        lines: [
          `The album of ${ctx.childFirstName}'s party holds ${ctx.photos === 1 ? '1 photo' : `${ctx.photos} photos`}.`,
          `Download your photos by ${day}: the album closes then and its photos are deleted.`,
        ],
      },
    ],
    action: { label: 'Download the photos', url: ctx.zipUrl },
    blocks: [{ lines: ['A link you shared with the other families stops working then too.'] }],
    signOff: emailSignOff(ctx.business),
  });
}
