import { emailSignOff, todayIn, WAITLIST_EMAIL_WORDS as W, type BusinessSettings } from '@app/contracts';
import { composeEmail, type Email } from '@app/mail';

type Business = Pick<BusinessSettings, 'phone' | 'email' | 'businessName' | 'timeZone'>;

/** "You are on the waiting list for Saturday, May 9": the days it waits for and the link to leave. */
export function waitlistJoinedEmail(
  entry: { day: string; secondDay: string | null },
  business: Business,
  leaveUrl: string,
): Email {
  const days = entry.secondDay ? [entry.day, entry.secondDay] : [entry.day];
  return composeEmail(W.joinedSubject(entry.day), {
    intro: [{ lines: [W.joinedIntro(days)] }],
    action: { label: W.leaveAction, url: leaveUrl },
    blocks: [],
    signOff: emailSignOff(business),
  });
}

/**
 * "A time opened on Saturday, May 9 at 2:00 PM. It is held for you until 4:00 PM.": the button into the booking with
 * the time chosen, the link to decline it, and the link to leave the list.
 */
export function waitlistOfferEmail(
  offer: { eventDate: string; eventTime: string; expiresAt: Date },
  business: Business,
  urls: { book: string; decline: string; leave: string },
): Email {
  const untilDay = todayIn(business.timeZone, offer.expiresAt);
  const today = todayIn(business.timeZone);
  return composeEmail(W.offerSubject(offer.eventDate), {
    intro: [
      {
        lines: [
          W.offerIntro(offer.eventDate, offer.eventTime, offer.expiresAt, business.timeZone, untilDay, today),
          W.offerAfter,
        ],
      },
    ],
    action: { label: W.bookAction, url: urls.book },
    secondaryAction: { label: W.declineAction, url: urls.decline },
    blocks: [{ lines: [`${W.leaveAction}: ${urls.leave}`] }],
    signOff: emailSignOff(business),
  });
}
