import { calendarDayWords } from '../words/clock.words';
import { DAY_PARTS, type DayPart } from './day-parts.contract';

const dayWords = (day: string) => calendarDayWords(day, { weekday: 'long', month: 'long', day: 'numeric' });
const partNames = (parts: readonly DayPart[]) =>
  DAY_PARTS.filter((part) => parts.includes(part.key))
    .map((part) => part.name.toLowerCase())
    .join(', ');

/** 409 WAITLIST_TIMES_FREE's `details`: the day that still has free starts in the parts asked for, and those starts. */
export interface WaitlistTimesFreeDetails {
  day: string;
  times: string[];
}

/**
 * The SPA's words for the waiting list (docs/product/waitlist.md#joining, #leaving): the join form shown on a fully
 * booked day, its confirmation, and the pages the e-mails' leave and decline links open.
 */
export const WAITLIST_PAGE_WORDS = {
  join: 'Tell me if a time opens',
  fullDay: (day: string) => `${dayWords(day)} is fully booked.`,
  formHeading: (day: string) => `Wait for a time on ${dayWords(day)}`,
  emailLabel: 'Your e-mail',
  gamesLabel: 'Number of games',
  gamesHint: 'The party length we look for: the games you would book.',
  partsLegend: 'Times of day that suit you',
  secondDayLabel: 'Another day that would do (optional)',
  submit: 'Put me on the waiting list',
  submitting: 'Sending...',
  failed: 'We could not put you on the waiting list. Please try again.',
  pickFreeTime: 'Choose one of the free times:',
  joinedHeading: 'You are on the waiting list',
  joinedMailed: 'We sent you an e-mail with a link to leave the list at any time.',
  loading: 'Loading...',
  loadFailed: 'We could not load this page. Please try again later.',
  leaveHeading: 'Leave the waiting list',
  waitingFor: (days: string[], parts: readonly DayPart[]) =>
    `You are waiting for a time on ${days.map(dayWords).join(' or ')} (${partNames(parts)}).`,
  notWaiting: 'You are not on the waiting list for this day any more.',
  leaving: 'Leaving...',
  offerHeading: 'A time held for you',
  offerHeld: (day: string, time: string, until: string) => `${dayWords(day)} at ${time}, held for you until ${until}.`,
  declining: 'Sending...',
  /** The wizard's step 2 on a time the waiting list holds for the family (its offer e-mail's button). */
  heldForYou: (until: string) => `Held for you from the waiting list until ${until}.`,
} as const;
