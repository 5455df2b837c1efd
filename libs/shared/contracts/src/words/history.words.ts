import { dollarsToCents, formatUsd } from '@app/pricing';
import {
  BOOKING_HISTORY_ACTIONS,
  type BookingHistoryAction,
  type BookingHistoryEntry,
} from '../admin/admin-actions.contract';
import { startTimeLabel } from '../bookings/booking-lists.contract';
import { calendarDayWords } from './clock.words';
import { isOfflineMethod } from '../payments/offline-payments.contract';
import { OFFLINE_METHOD_WORDS, offlinePaymentWords, owedBackWords } from './money.words';

/**
 * A booking's history as people read it: "Paid $650.00 by PayPal", "Moved from Sat, Feb 20, 10:00 AM to Sun, Feb 21,
 * 2:00 PM by admin". The entry's fields stay in the API for tools; this is the one place that words them. The entry's
 * own instant (`at`) is shown beside the sentence on the business's clock; the days and times inside a sentence are the
 * event's, already on that clock.
 */
type Fields = Record<string, unknown> | null;

const text = (fields: Fields, key: string): string | undefined => {
  const value = fields?.[key];
  return typeof value === 'string' ? value : undefined;
};

/** Cents of a dollar string in the entry ("650.00"), 0 when absent or unreadable. */
const cents = (fields: Fields, key: string): number => dollarsToCents(text(fields, key) ?? '') ?? 0;

const money = (amountCents: number) => formatUsd(amountCents);

/** "Sat, Feb 20": a calendar day as the history words it; anything else as stored. */
const dayWords = (date: string): string => calendarDayWords(date, { weekday: 'short', month: 'short', day: 'numeric' });

/** "Sat, Feb 20, 10:00 AM", with its team when the move changed the team: "Sat, Feb 20, 10:00 AM (Team Red)". */
function placeWords(fields: Fields, withTeam: boolean): string {
  const day = [text(fields, 'date'), text(fields, 'time')].filter(Boolean);
  const when = day.length === 2 ? `${dayWords(day[0] as string)}, ${startTimeLabel(day[1] as string)}` : day.join(' ');
  return withTeam ? `${when} (${text(fields, 'team') ?? 'no team'})` : when;
}

function moved({ before, after }: BookingHistoryEntry, by: string): string {
  const sameTeam = text(before, 'team') === text(after, 'team');
  const sameTime = placeWords(before, false) === placeWords(after, false);
  if (sameTime && !sameTeam) {
    const teams = `${text(before, 'team') ?? 'no team'} to ${text(after, 'team') ?? 'no team'}`;
    return `Moved from ${teams} (${placeWords(after, false)}) by ${by}`;
  }
  return `Moved from ${placeWords(before, !sameTeam)} to ${placeWords(after, !sameTeam)} by ${by}`;
}

function paid({ before, after }: BookingHistoryEntry, by: string): string {
  const amount = cents(after, 'amountPaid') - cents(before, 'amountPaid');
  if (amount <= 0) return `Booked free by ${by}`;
  const due = cents(after, 'balanceDue');
  return `Paid ${money(amount)} by ${by}${due > 0 ? `, ${money(due)} still due` : ''}`;
}

/** "Paid $200.00 in cash on Fri, Nov 20, 2026, recorded by admin, $200.00 still due". */
function paidOffline({ before, after }: BookingHistoryEntry, by: string): string {
  const amount = cents(after, 'amountPaid') - cents(before, 'amountPaid');
  const method = text(after, 'method') ?? '';
  const words = isOfflineMethod(method)
    ? offlinePaymentWords(method, amount, text(after, 'receivedOn') ?? '')
    : `Paid ${money(amount)}`;
  const due = cents(after, 'balanceDue');
  return `${words}, recorded by ${by}${due > 0 ? `, ${money(due)} still due` : ''}`;
}

/** "Reversed: Paid $200.00 in cash on Fri, Nov 20, 2026, by admin, $400.00 due again"; the reason is the note. */
function reversed({ after }: BookingHistoryEntry, by: string): string {
  const method = text(after, 'method') ?? '';
  const amount = cents(after, 'refunded');
  const words = isOfflineMethod(method)
    ? offlinePaymentWords(method, amount, text(after, 'receivedOn') ?? '')
    : `Paid ${money(amount)}`;
  const due = cents(after, 'balanceDue');
  return `Reversed: ${words}, by ${by}${due > 0 ? `, ${money(due)} due again` : ''}`;
}

/** "Returned $150.00 in cash to the parent, by admin": what a cancellation owed back by hand; the reason is the note. */
function returned({ after }: BookingHistoryEntry, by: string): string {
  const method = text(after, 'method') ?? '';
  const how = isOfflineMethod(method) ? ` ${OFFLINE_METHOD_WORDS[method]}` : '';
  return `Returned ${money(cents(after, 'refunded'))}${how} to the parent, by ${by}`;
}

function cancelled({ after }: BookingHistoryEntry, by: string): string {
  const refund = cents(after, 'refund');
  const owed = cents(after, 'owedByHand');
  const byHand = owed > 0 ? ` (${owedBackWords(owed)})` : '';
  return `Cancelled by ${by}, ${refund > 0 ? `refund ${money(refund)}${byHand}` : 'no refund'}`;
}

/** "Finished by Sam, paid in full" or "Finished by Sam, $150.00 left due". */
function completed({ after }: BookingHistoryEntry, by: string): string {
  const due = cents(after, 'balanceDue');
  return `Finished by ${by}, ${due > 0 ? `${money(due)} left due` : 'paid in full'}`;
}

/** "Result corrected by admin: Sack Race, Red Rockets won → Blue Sharks won". */
const resultCorrected = ({ before, after }: BookingHistoryEntry, by: string): string =>
  `Result corrected by ${by}: ${text(after, 'game') ?? ''}, ${text(before, 'result') ?? 'none'} → ${text(after, 'result') ?? 'none'}`;

/** "Photo deleted from the album by Sam, 11 photos left": the photo itself is gone, its id stays in the entry. */
function photoDeleted({ after }: BookingHistoryEntry, by: string): string {
  const left = after?.photos;
  const count =
    typeof left === 'number' ? `, ${left === 0 ? 'no photos' : left === 1 ? '1 photo' : `${left} photos`} left` : '';
  return `Photo deleted from the album by ${by}${count}`;
}

/** "Changed by admin: 12 → 18 children, theme none → Pirates, $520.00 → $610.00": what changed, then the price. */
function changed({ before, after }: BookingHistoryEntry, by: string): string {
  // In the words' order: the stored entry's keys come back in the database's order.
  const fields = Object.keys(CHANGED_FIELD_WORDS).filter((key) => after !== null && key in after);
  const parts = fields.map((key) => CHANGED_FIELD_WORDS[key](valueWords(before?.[key]), valueWords(after?.[key])));
  const total =
    cents(before, 'total') === cents(after, 'total')
      ? []
      : [`${money(cents(before, 'total'))} → ${money(cents(after, 'total'))}`];
  const what = [...parts, ...total];
  return `Changed by ${by}${what.length ? `: ${what.join(', ')}` : ''}`;
}

/** A detail named before its values: "theme none → Pirates". */
const named = (name: string) => (from: string, to: string) => `${name} ${from} → ${to}`;

/** The words of a changed detail, for the fields BookingChanges records; a count reads "18 → 22 children". */
const CHANGED_FIELD_WORDS: Record<string, (from: string, to: string) => string> = {
  guestCount: (from, to) => `${from} → ${to} children`,
  games: named('games'),
  eventType: named('event type'),
  eventTheme: named('theme'),
  address: named('address'),
  addOns: named('add-ons'),
  specialRequests: named('special requests'),
};

const valueWords = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? 'none'
    : Array.isArray(value)
      ? value.join(', ') || 'none'
      : String(value);

/** An action that needs no figures: its label and who did it ("Confirmed by admin"). */
const labelled = (action: BookingHistoryAction) => (_: BookingHistoryEntry, by: string) =>
  `${BOOKING_HISTORY_ACTIONS[action]} by ${by}`;

/** Each action's sentence, given who acted (an admin's username, "Parent", "PayPal"). */
const SENTENCES: Record<BookingHistoryAction, (entry: BookingHistoryEntry, by: string) => string> = {
  created: ({ after }, by) => `Booked by ${by}${text(after, 'total') ? ` for ${money(cents(after, 'total'))}` : ''}`,
  paid,
  confirmed: labelled('confirmed'),
  cancelled,
  refunded: ({ after }, by) => `Refunded ${money(cents(after, 'refunded'))} by ${by}`,
  'payment-failed': ({ after }, by) => `A payment of ${money(cents(after, 'amount'))} failed at ${by}`,
  moved,
  // Recorded beside the payment that found no team free: the payment's actor did not ask for a team.
  'team-needed': () => 'Needs a team: none was free at its time when it was paid',
  'cancellation-requested': labelled('cancellation-requested'),
  'cancellation-declined': labelled('cancellation-declined'),
  note: labelled('note'),
  'confirmation-resent': ({ after }, by) =>
    `Confirmation sent again${text(after, 'to') ? ` to ${text(after, 'to')}` : ''} by ${by}`,
  'refund-resent': ({ after }, by) => `Refund of ${money(cents(after, 'amount'))} sent again by ${by}`,
  'overpayment-refund': ({ after }, by) =>
    `Refund of ${money(cents(after, 'amount'))} (paid above the new total) asked by ${by}`,
  changed,
  'paid-offline': paidOffline,
  'payment-reversed': reversed,
  'payment-returned': returned,
  'shirts-ordered': labelled('shirts-ordered'),
  completed,
  'result-corrected': resultCorrected,
  'photo-deleted': photoDeleted,
  'arrived-without-waiver': ({ after }, by) =>
    `${text(after, 'child') ?? 'A child'} checked in by ${by} without a signed waiver, as the settings allow`,
};

/** One history entry as a sentence: what happened and who did it ("Confirmed by admin"). */
export function historySentence(entry: BookingHistoryEntry): string {
  const by = entry.actor.name;
  if (Object.hasOwn(SENTENCES, entry.action)) return SENTENCES[entry.action](entry, by);
  // An action this client does not know yet (a newer api): its code, with who did it.
  return `${entry.action} by ${by}`;
}
