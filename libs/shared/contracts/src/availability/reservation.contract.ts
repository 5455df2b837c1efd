import { clockTimeIn } from '../words/clock.words';
import { waitTime } from '../words/wait-time.words';

/**
 * A time chosen at step 2 is reserved for the browser's draft, so no other family can take it before Submit. POST
 * /api/reservations answers 201 with the token and its expiry, or 409 SLOT_TAKEN with the nearest free times
 * (SlotRefusalDetails). The same browser asking again for the same time refreshes its reservation (same token, a new
 * expiry); asking for another time releases the old one first: at most one live reservation per browser.
 */
export interface ReserveTimeRequest {
  /** yyyy-MM-dd, business calendar. */
  eventDate: string;
  /** "HH:mm", one of START_TIME_VALUES. */
  eventTime: string;
  /** The game count: the event's length comes from it. */
  games: number;
}

export interface Reservation {
  /** Sent back as POST /api/bookings' `reservationToken` and GET /api/availability's, or to DELETE it. */
  token: string;
  /** ISO instant. */
  expiresAt: string;
}

/** The wizard refreshes a reservation while the parent is active, at most this often (a fraction of its life). */
export const RESERVATION_RULES = { refreshAfterShare: 0.5 } as const;

export const RESERVATION_MESSAGES = {
  heldUntil: (expiresAt: string, timeZone: string) =>
    `Held for you until ${clockTimeIn(expiresAt, timeZone)}. If you have not submitted by then, other families can book it again.`,
  lapsed: 'Your hold on this time has ended. It is held again as soon as you carry on, unless another family took it.',
  /**
   * The reservation could not be made (offline, throttled, the server failing): asked again on the parent's next
   * click or key, and Submit books the time anyway if it is still free (the exclusion constraint decides).
   */
  notHeld: 'This time is not held for you yet: we try again as you carry on. You can still book it while it is free.',
  /** Step 4, a lapsed hold: back to step 2 to choose the time again. */
  chooseAgain: 'Choose the time again',
  tooLong: 'That time is too short for the games you chose now. Please choose one of these times:',
  tooMany: (seconds: number) =>
    `Too many times reserved from your connection. Please try again in ${waitTime(seconds)}.`,
  /** Other browsers on the same connection already hold as many times as one connection may at once. */
  tooManyHeld: (seconds: number) =>
    `Too many times are held from your connection at once. Please try again in ${waitTime(seconds)}.`,
  /**
   * The connection's reservations have held times for as many minutes as one day allows (a script releasing and
   * reserving again to keep a day's times from other families); `seconds` until enough of them are a day old.
   */
  tooLongHeld: (seconds: number) =>
    `Times have been held from your connection for too long today. Please try again in ${waitTime(seconds)}.`,
  /**
   * A limit refused the reservation (429): its own sentence, then what the parent can still do, since Submit books
   * the time without a reservation while it is free.
   */
  refusedByLimit: (limitMessage: string) => `${limitMessage} You can still book this time while it is free.`,
} as const;
