import {
  ACCOUNT_MESSAGES,
  BOOKING_MESSAGES,
  CONTACT_MESSAGES,
  CUSTOM_GAME_MESSAGES,
  MEDIA_MESSAGES,
  PAYMENT_MESSAGES,
  PRIVACY_MESSAGES,
  PROMO_MESSAGES,
  ADMIN_ACTION_MESSAGES,
  RESERVATION_MESSAGES,
  ROSTER_MESSAGES,
  WAITLIST_MESSAGES,
} from '@app/contracts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface RateLimitRule {
  /** Requests (or, for sign-in, failures) allowed per window. */
  points: number;
  /** The window in seconds; it starts with the first request and the count resets when it ends. */
  seconds: number;
  /** The 429 message; `seconds` is the Retry-After it goes with. */
  message: (seconds: number) => string;
}

/**
 * A limit of things one client holds at once (reservations, unpaid bookings' holds), counted from the allocations in
 * PostgreSQL inside the transaction that adds one (concurrent-limits.ts), not per window in Redis: what blocks other
 * families is how many times are held at the same moment, however few requests made them.
 */
export interface ConcurrentLimitRule {
  /** How many may be held at once. */
  atOnce: number;
  /** How long each one lives at most from its creation, refreshes included; without it, its own expiry decides. */
  lifeSeconds?: number;
  /** The 429 message; `seconds` is the Retry-After it goes with (until the first held one lapses). */
  message: (seconds: number) => string;
}

/**
 * A budget of time one client may hold over a rolling window (the minutes its reservations held in the last day),
 * counted from the allocations in PostgreSQL as a ConcurrentLimitRule is, under the same kind of lock and in the same
 * statement: a limit at once never sees a client that takes a new hold as each one ends (released, or lapsed), which
 * keeps times held all day with two at a time.
 */
export interface HeldBudgetRule {
  /** How many minutes of holds the window allows. */
  minutes: number;
  /** The rolling window the minutes are added up over: the holds made in its last `windowSeconds`. */
  windowSeconds: number;
  /** The 429 message; `seconds` is the Retry-After it goes with (until enough of the window's holds have left it). */
  message: (seconds: number) => string;
}

/**
 * Every abuse limit of the site, in one table (docs/operations.md, "Abuse limits", lists them). Route limits apply per client
 * address and, for a signed-in caller, per account as well; keyed limits (KEYED_RATE_LIMITS) per thing their caller
 * names; RATE_LIMIT_FACTOR multiplies every `points`, `atOnce` and `minutes`.
 */
export const RATE_LIMITS = {
  /** Each message is stored and queues an e-mail to the business. */
  contact: { points: 5, seconds: HOUR, message: CONTACT_MESSAGES.tooMany },
  /** Also what makes probing "does this e-mail have an account?" (the 409 names it) slow. */
  register: { points: 10, seconds: HOUR, message: ACCOUNT_MESSAGES.tooManyRegistrations },
  /** Submissions wait for an admin's review. */
  'custom-game': { points: 10, seconds: HOUR, message: CUSTOM_GAME_MESSAGES.tooMany },
  /** Each booking is stored and e-mails the parent; generous, as a family or school may book several events. */
  booking: { points: 30, seconds: HOUR, message: BOOKING_MESSAGES.tooMany },
  /**
   * Reservations of a chosen time, refreshes included. A parent changes the time a few times and refreshes at most
   * every 5 minutes while active, well inside; a script dropping its cookie to hold more than the one a browser may
   * holds at most this many at once from one address, less than one day of a team's starts.
   */
  reservation: { points: 30, seconds: HOUR, message: RESERVATION_MESSAGES.tooMany },
  /**
   * Live reservations per client address, each at most 30 minutes from its creation however often it is refreshed.
   * Dropping the cookie gives a script another browser, so the address is what bounds it: two, so that two parents
   * behind one router (or one parent in two browsers) are each served, while two holds are far from a day of the teams.
   * 30 minutes is three of a reservation's 10-minute lives: a parent reaches Submit well within it, and one who does
   * not only loses the hold (the time is held again when they carry on, if still free).
   */
  'reservations-held': { atOnce: 2, lifeSeconds: 30 * MINUTE, message: RESERVATION_MESSAGES.tooManyHeld },
  /**
   * Minutes held by the reservations one client address made in the last 24 hours (rolling), released and lapsed ones
   * included: each counts from its creation to its release, or to its expiry while it lasts or once it lapsed, so a
   * time changed at once costs seconds and the new reservation its first 10 minutes. Two holds renewed by releasing
   * or letting them lapse would keep a day's times from other families all day (2,880 minutes); 120 are four
   * reservations held their full 30 minutes, so a parent who changes their mind, leaves and comes back two or three
   * times, or two parents behind one router, are never refused, while a script holds the day's times for an hour at
   * most. The reservations are kept at least this long (housekeeping's RETENTION.reservations).
   */
  'reservation-minutes': { minutes: 120, windowSeconds: DAY, message: RESERVATION_MESSAGES.tooLongHeld },
  /**
   * Unpaid bookings holding a team, per client address: a parent pays right after Submit (the hold turns firm and
   * stops counting); three leave room for a household or an office behind one address and for a parent who booked
   * twice before paying, while a script without paying holds at most three times at once (the hold's own minutes).
   */
  'unpaid-holds-address': { atOnce: 3, message: BOOKING_MESSAGES.tooManyUnpaidFromConnection },
  /**
   * Unpaid bookings holding a team, per parent e-mail: two (siblings' parties, or a second time booked before the
   * first was paid); more from one parent is a script rotating addresses with one e-mail.
   */
  'unpaid-holds-email': { atOnce: 2, message: BOOKING_MESSAGES.tooManyUnpaidForEmail },
  /** Waiting-list requests per address: each stores a family and e-mails them (docs/product/waitlist.md#joining). */
  waitlist: { points: 10, seconds: HOUR, message: WAITLIST_MESSAGES.tooMany },
  /**
   * Families waiting at once per client address (counted from the entries, as holds are): a household or an office
   * waits for a few days; a script waiting for every day would be offered every freed time.
   */
  'waitlist-address': { atOnce: 5, message: WAITLIST_MESSAGES.tooManyWaiting },
  /** Days one e-mail waits for at once: a first and a second choice, twice over. */
  'waitlist-email': { atOnce: 3, message: WAITLIST_MESSAGES.tooManyForEmail },
  /**
   * Promo code checks that do not find a usable code (guessing codes); a check that finds one is given back, so a
   * parent re-applying a good code never runs out.
   */
  'promo-validate': { points: 10, seconds: 15 * MINUTE, message: PROMO_MESSAGES.tooMany },
  /** PayPal orders and captures: each opens or settles an order at PayPal; retries after a decline stay well inside. */
  payment: { points: 30, seconds: HOUR, message: PAYMENT_MESSAGES.tooMany },
  /** An admin sending a confirmation again: each renders a PDF and e-mails the parent (a slip of the finger, twice). */
  'confirmation-resend': { points: 10, seconds: HOUR, message: ADMIN_ACTION_MESSAGES.tooManyResends },
  /**
   * Invited families' replies and views of an invitation: a family replies once or twice; a script guessing tokens gets
   * 404s and runs out here.
   */
  invitation: { points: 30, seconds: HOUR, message: ROSTER_MESSAGES.tooMany },
  /**
   * Replies through one invitation link, from every address together (keyed by the invitation, not the caller): a
   * party has at most 50 children, so a real class's answers in one hour fit; a script spread over many addresses
   * that holds the link runs out here, and the roster's row cap bounds what it could add anyway.
   */
  'invitation-link': { points: 60, seconds: HOUR, message: ROSTER_MESSAGES.tooManyForLink },
  /**
   * A parent's download of everything held about them (docs/product/privacy.md): one read of every domain's tables for
   * each of their bookings. A parent needs one now and then; a few in a row cover a retry.
   */
  'user-data': { points: 5, seconds: HOUR, message: PRIVACY_MESSAGES.tooManyDownloads },
  /** Admins' photo uploads: each one decodes and resizes an image of up to 10 MB (CPU); a day's work fits easily. */
  'photo-upload': { points: 60, seconds: HOUR, message: MEDIA_MESSAGES.tooMany },
  /**
   * Sign-in, per account AND client address: consecutive failures before the progressive delay (LOGIN_DELAY).
   * Failures from other addresses never count here, so nobody can lock the owner out from elsewhere.
   */
  'login-pair': { points: 5, seconds: DAY, message: ACCOUNT_MESSAGES.tooManyAttempts },
  /** Sign-in failures per client address over all accounts (slow brute force, spraying one password over many). */
  'login-address': { points: 100, seconds: DAY, message: ACCOUNT_MESSAGES.tooManyAttempts },
} as const satisfies Record<string, RateLimitRule | ConcurrentLimitRule | HeldBudgetRule>;

type Limits = typeof RATE_LIMITS;
/** The limits of things held at once (ConcurrentLimitRule). */
type ConcurrentLimitName = {
  [K in keyof Limits]: Limits[K] extends { atOnce: number } ? K : never;
}[keyof Limits];
/** The budgets of time held over a window (HeldBudgetRule). */
type HeldBudgetName = {
  [K in keyof Limits]: Limits[K] extends { minutes: number } ? K : never;
}[keyof Limits];
/** The limits counted in PostgreSQL from what a client holds (concurrent-limits.ts). */
export type HeldLimitName = ConcurrentLimitName | HeldBudgetName;
/** The limits of requests per window, counted in Redis. */
export type RateLimitName = Exclude<keyof Limits, HeldLimitName>;

/**
 * Limits counted per thing rather than per caller: the code that has checked what the request names (a signed link)
 * consumes them with that thing's key (KeyedRateLimits), never a route decorator.
 */
export const KEYED_RATE_LIMITS = ['invitation-link'] as const satisfies readonly RateLimitName[];
export type KeyedRateLimitName = (typeof KEYED_RATE_LIMITS)[number];
export type RouteRateLimitName = Exclude<RateLimitName, `login-${string}` | KeyedRateLimitName>;

/** Once 'login-pair' is used up, each further attempt from that pair waits twice as long as the last: 1 min ... 1 h. */
export const LOGIN_DELAY = { firstSeconds: MINUTE, maxSeconds: HOUR } as const;

/**
 * The wait that the `attempt`-th consecutive attempt of one account and address imposes on the next one: none while
 * `freeAttempts` are not used up, then 1 min, 2 min, 4 min ... at most an hour.
 */
export function loginDelaySeconds(attempt: number, freeAttempts: number): number {
  const beyond = attempt - freeAttempts;
  if (beyond < 0) return 0;
  return Math.min(LOGIN_DELAY.firstSeconds * 2 ** Math.min(beyond, 20), LOGIN_DELAY.maxSeconds);
}
