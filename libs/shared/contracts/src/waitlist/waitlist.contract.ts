import { calendarDayWords, bareClockIn } from '../words/clock.words';
import { waitTime } from '../words/wait-time.words';
import { startTimeLabel } from '../bookings/booking-lists.contract';
import type { DayPart } from './day-parts.contract';

/** docs/product/waitlist.md: the waiting list's numbers. */
export const WAITLIST_RULES = {
  /** An e-mail address is at most this long (as a booking's). */
  emailMax: 254,
  /**
   * An offer lasts at most half the time left before its start comes within the minimum notice (then no booking of it
   * is taken), so a family further down the line still has time when it is declined or lapses.
   */
  offerShareOfTimeLeft: 0.5,
  /** A start whose offer would last less than this is offered to nobody: it stays free for anyone to book. */
  offerMinimumMinutes: 15,
  /** The office's per-day counts read at most this many days at once (a month and its edges). */
  countsDaysMax: 62,
  /** The office's figures read at most this many days at once. */
  figuresDaysMax: 366,
} as const;

/** Why an entry left the list (or `waiting` while it is on it); `passed`: its day(s) went by while it waited. */
export type WaitlistEntryStatus = 'waiting' | 'booked' | 'declined' | 'expired' | 'left' | 'removed' | 'passed';

/** An offer's life: `open` while its time is held for the family, then how it ended. */
export type WaitlistOfferStatus = 'open' | 'booked' | 'declined' | 'expired' | 'withdrawn';

/** POST /api/waitlist's body (JoinWaitlistDto). */
export interface JoinWaitlistRequest {
  email: string;
  /** The games the party would have (3-20): its length, as the package's or the wizard's count gives it. */
  games: number;
  /** yyyy-MM-dd: a day fully booked for that length. */
  day: string;
  /** The parts of the day that suit, at least one. */
  parts: DayPart[];
  /** yyyy-MM-dd: another day that would do as well, also fully booked. */
  secondDay?: string;
}

/** POST /api/waitlist's answer (201). */
export interface WaitlistJoined {
  id: string;
  day: string;
  secondDay: string | null;
  parts: DayPart[];
  games: number;
}

/** GET /api/waitlist/entries/:id?token=: what the leave link would take off the list. */
export interface WaitlistEntryView extends WaitlistJoined {
  status: WaitlistEntryStatus;
}

/** GET /api/waitlist/offers/:id?token=: an offer as its e-mail's links read it. */
export interface WaitlistOfferView {
  id: string;
  eventDate: string;
  eventTime: string;
  games: number;
  status: WaitlistOfferStatus;
  /** ISO instant the time is held until. */
  expiresAt: string;
}

/** One waiting family as the office sees it (GET /api/admin/waitlist?day=). */
export interface AdminWaitlistEntry extends WaitlistEntryView {
  email: string;
  joinedAt: string;
  /** Its open offer, if its time is held for it now. */
  offer: WaitlistOfferView | null;
}

/** GET /api/admin/waitlist/days?from=&to=: how many families wait on each day that has any. */
export interface WaitlistDayCounts {
  days: { date: string; waiting: number }[];
}

/** GET /api/admin/waitlist/offers?bookingId=: who was offered the time a booking gave back. */
export interface AdminWaitlistOffer extends WaitlistOfferView {
  entryId: string;
  email: string;
  offeredAt: string;
  /** The booking made through it, when `booked`. */
  bookingId: string | null;
  /** Made by the office for a chosen family rather than by a freed time. */
  byOffice: boolean;
}

/** GET /api/admin/waitlist/figures?from=&to=: the period's families, by the business day each thing happened on. */
export interface WaitlistFigures {
  joined: number;
  offered: number;
  booked: number;
  expired: number;
}

/** The wizard's query parameter that carries an offer's token into POST /api/bookings (`waitlistOffer`). */
export const WAITLIST_OFFER_PARAM = 'offer';

/** An offer's token as its links carry it: the offer's id, a dot, its signature (base64url). */
export const WAITLIST_OFFER_TOKEN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{20,64}$/;

const M_DAY = (day: string) => calendarDayWords(day, { weekday: 'long', month: 'long', day: 'numeric' });

/** The waiting list's messages and e-mail words (docs/product/waitlist.md#e-mails). */
export const WAITLIST_MESSAGES = {
  email: 'Please enter a valid e-mail address',
  games: 'Choose a party of 3 to 20 games',
  day: 'Please choose the day you would like',
  secondDay: 'Please choose another day, or leave it empty',
  sameDays: 'The second day must differ from the first',
  parts: 'Choose at least one part of the day: morning, afternoon or evening',
  timesFree: (day: string) => `There are still free times on ${M_DAY(day)}: please book one of them.`,
  alreadyWaiting: (day: string) => `This e-mail is already on the waiting list for ${M_DAY(day)}.`,
  tooMany: (seconds: number) =>
    `Too many waiting-list requests from your connection. Please try again in ${waitTime(seconds)}.`,
  tooManyWaiting: (seconds: number) =>
    `Too many families on the waiting list from your connection. Please try again in ${waitTime(seconds)}.`,
  tooManyForEmail: (seconds: number) =>
    `This e-mail is already waiting for several days. Please try again in ${waitTime(seconds)}.`,
  linkInvalid: 'This link is not valid. Please use the link in your latest e-mail from us.',
  entryNotWaiting: 'This family is no longer on the waiting list.',
  offerOpen: 'This family already has a time held for them.',
  left: 'You are off the waiting list. We will not write about this day again.',
  declined: 'Thank you for telling us. The time goes to the next family on the list.',
  offerEnded: 'This offer has ended: the time is no longer held for you.',
  offerToken: 'The offer link is not valid. Please use the button in the offer e-mail.',
} as const;

/** The e-mails' words (docs/product/emails-and-documents.md). */
export const WAITLIST_EMAIL_WORDS = {
  joinedSubject: (day: string) => `You are on the waiting list for ${M_DAY(day)}`,
  joinedIntro: (days: string[]) =>
    `We will write as soon as a time opens on ${days.map(M_DAY).join(' or ')}. It will be held for you for a while, so you can book it calmly.`,
  offerSubject: (day: string) => `A time opened on ${M_DAY(day)}`,
  /**
   * "A time opened on Saturday, May 9 at 2:00 PM. It is held for you until 4:00 PM.": the hold's end by the clock
   * alone when it ends today (`untilDay` is `today`), with its day when later.
   */
  offerIntro: (day: string, time: string, until: Date, timeZone: string, untilDay: string, today: string) =>
    `A time opened on ${M_DAY(day)} at ${startTimeLabel(time)}. It is held for you until ${
      untilDay === today ? '' : `${M_DAY(untilDay)} at `
    }${bareClockIn(until, timeZone)}.`,
  offerAfter: 'If it does not suit you, tell us with the link below and it goes to the next family.',
  bookAction: 'Book this time',
  declineAction: 'I do not need it',
  leaveAction: 'Leave the waiting list',
} as const;
