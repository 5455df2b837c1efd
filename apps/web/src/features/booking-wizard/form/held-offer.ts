/**
 * A time the waiting list holds for this family (docs/product/waitlist.md#offers): the offer e-mail's button opens the
 * wizard with it chosen and its token (`waitlistOffer`, sent with Submit). The hold is the family's, so the free times
 * the availability read lists without it are shown with it, and no reservation is asked for it.
 */
export interface HeldOffer {
  /** "<offer id>.<signature>", as POST /api/bookings takes it. */
  token: string;
  date: string;
  time: string;
  /** ISO instant the hold ends. */
  expiresAt: string;
}

/** Whether the chosen date and time are the offer's. */
export const offerHolds = (offer: HeldOffer | null | undefined, date: string, time: string): offer is HeldOffer =>
  Boolean(offer && offer.date === date && offer.time === time);

/** A day's free start times with the offer's among them, in order, on the offer's day. */
export function withHeldTime(
  times: string[] | undefined,
  date: string,
  offer: HeldOffer | null | undefined,
): string[] | undefined {
  if (!times || !offer || offer.date !== date || times.includes(offer.time)) return times;
  return [...times, offer.time].sort();
}
