import type { WaitlistOfferStatus } from './waitlist.contract';

/** How a waiting family's party length reads: "6 games". */
const gamesWords = (games: number) => `${games} ${games === 1 ? 'game' : 'games'}`;

/**
 * The office's words for the waiting list (docs/product/waitlist.md#the-office): the Calendar's counts and a day's
 * list, a booking's offers, the figures. Days and instants come formatted by the caller (the admin's formats).
 */
export const WAITLIST_OFFICE_WORDS = {
  /** A Calendar day's badge, visible; its accessible name starts with the same words. */
  waiting: (count: number) => `${count} waiting`,
  waitingLabel: (count: number, day: string) => `${count} waiting: open the waiting list of ${day}`,
  /** Added to a Calendar day's name when families wait on it. */
  waitingOnDay: (count: number) => `${count} ${count === 1 ? 'family' : 'families'} waiting`,
  countsFailed: 'The waiting families could not be counted. Please reload the page to try again.',

  listTitle: (day: string) => `Waiting list: ${day}`,
  listDescription: 'The families waiting for this day, in the order a freed time is offered to them.',
  listLoading: 'Loading the waiting list…',
  listEmpty: 'No family is waiting for this day.',
  listFailed: 'The waiting list could not be loaded. Please try again.',
  entryLabel: (position: number, email: string) => `${position}. ${email}`,
  joinedAt: 'Joined',
  parts: 'Parts of the day',
  games: 'Party',
  gamesValue: gamesWords,
  secondDay: 'Also waits for',
  offer: 'Offer',
  noOffer: 'None open',
  /** "2:00 PM, held until Nov 25, 2026, 4:00 PM". */
  offerHeld: (time: string, until: string) => `${time}, held until ${until}`,

  offerAction: 'Offer a time',
  offerTime: 'Start time',
  /** An option of the offer's start times: its part of the day, and whether the family asked for that part. */
  offerOption: (time: string, part: string, asked: boolean) => `${time} · ${part}${asked ? '' : ' (not asked for)'}`,
  noFreeTimes: (games: number) => `No free start time on this day for ${gamesWords(games)}.`,
  freeTimesLoading: 'Loading the free times…',
  freeTimesFailed: 'The free times could not be loaded. Please try again.',
  offerSubmit: 'Offer this time',
  offerCancel: 'Cancel',
  offered: (email: string, time: string) => `${time} is held for ${email}; they have been e-mailed.`,

  removeAction: 'Remove from the list',
  removeTitle: 'Remove this family from the waiting list?',
  removeDescription: (email: string) =>
    `${email} will not be offered a time for this day. A time held for them goes to the next family.`,
  removeConfirm: 'Remove',
  removed: (email: string) => `${email} is off the waiting list.`,

  /** The booking detail's section: who was offered the time the booking gave back. */
  offersTitle: 'Waiting list',
  offersFailed: 'The waiting list offers of this booking could not be loaded.',
  /** "Offered to a@b.c at Nov 25, 2026, 2:05 PM — open until Nov 25, 2026, 4:05 PM". */
  offerLine: (email: string, offeredAt: string, ended: string) => `Offered to ${email} at ${offeredAt} — ${ended}`,
  offerEnded: {
    open: (until: string) => `open until ${until}`,
    booked: () => 'booked',
    declined: () => 'declined',
    expired: () => 'expired',
    withdrawn: () => 'withdrawn',
  } satisfies Record<WaitlistOfferStatus, (until: string) => string>,
  byOffice: 'offered by the office',

  /** The dashboard's figures for the period. */
  figuresHeading: 'Waiting list',
  figuresFailed: 'The waiting list figures could not be loaded.',
  figures: {
    joined: 'Families joined',
    offered: 'Times offered',
    booked: 'Booked from the list',
    expired: 'Offers expired',
  },
  figuresNote: (days: string) => `Each counted on the day it happened, ${days}.`,
} as const;
