import { emailSignOff, eventTypeLabel, starWords, type BusinessSettings, parentGreeting } from '@app/contracts';
import { longDate, type BookingEntity } from '@app/bookings';
import { composeEmail, type Email } from '@app/mail';

/**
 * Where the thank-you's links lead: the booking's own page (signed), the review page, the same page with each star
 * chosen (one to five), and Google's when set.
 */
export interface ThankYouLinks {
  bookingPage: string;
  review: string;
  stars: string[];
  google: string | null;
}

/**
 * The parent's thank-you after the party (docs/product/emails-and-documents.md#the-thank-you), greeting the parent by
 * first name: the certificates are a link to the booking's page, where they download (no large attachment); the
 * review link is the same request every family gets, and its five stars open it with one chosen. No photos link
 * until the party has an album.
 */
export function thankYouEmail(
  b: Pick<BookingEntity, 'parentName' | 'childName' | 'eventDate' | 'eventType'>,
  links: ThankYouLinks,
  business: Pick<BusinessSettings, 'phone' | 'email' | 'businessName'>,
): Email {
  return composeEmail(`Thank you for ${b.childName}'s party`, {
    greeting: parentGreeting(b.parentName),
    intro: [
      {
        lines: [
          `Thank you for having us at ${b.childName}'s ${eventTypeLabel(b.eventType).toLowerCase()} on ${longDate(b.eventDate)}. We hope everyone had a wonderful time.`,
          'How did it go? Tell us in a minute: your stars and a few words help the next family choose.',
        ],
      },
    ],
    // A star tapped here opens the review with it chosen: the rating is one tap, the words can follow.
    choice: {
      prompt: 'Tap a star to rate the party:',
      options: links.stars.map((url, i) => ({ label: starWords(i + 1), symbol: '★', url })),
    },
    action: { label: 'Leave a review', url: links.review },
    secondaryAction: { label: 'Download the certificates', url: links.bookingPage },
    blocks: [
      { lines: ["The award certificates are on your booking's page, ready to download and print."] },
      ...(links.google ? [{ lines: [`You can also review us on Google: ${links.google}`] }] : []),
    ],
    signOff: emailSignOff(business),
  });
}
