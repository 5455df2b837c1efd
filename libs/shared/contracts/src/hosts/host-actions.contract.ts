import { formatDollars } from '@app/pricing';
import type { PhoneWaiverSignatureRequest } from '../waivers/waivers.contract';
/**
 * What a host does at the party (docs/product/hosts.md#at-the-party): children checked in, walk-ins added, cash taken
 * at the door, the party finished. Each request may say when it happened on the phone (`at`, an ISO instant), which
 * the history records; a phone offline for a while sends it later.
 */
/** How far a phone's clock may run ahead of the server's: an action's `at` up to this much later is still "now". */
export const HOST_ACTION_RULES = { clockAheadMinutes: 5 } as const;

export const HOST_ACTION_MESSAGES = {
  arrived: 'arrived must be true or false',
  at: 'at must be an ISO date and time',
  atAhead: `at must not be more than ${HOST_ACTION_RULES.clockAheadMinutes} minutes ahead of the time now`,
  atBeforeBooking: 'at must not be before the party was booked',
  childNotFound: 'That child is not on this party',
  childId: 'childId must be an id this phone made (a UUID)',
  childIdTaken: 'That child id is already another child of the roster',
  notConfirmed: 'Only a confirmed party can be finished.',
  notStarted: 'The party has not started yet: it can be finished from its start time.',
} as const;

/**
 * Why nothing is recorded at a party whose booking is not confirmed (409 BOOKING_STATE_CONFLICT on every write of the
 * party day but completing it, whose refusal is "Only a confirmed party can be finished."). A cancelled booking is no
 * team's party any more, so its host reads it as one that does not exist (404).
 */
export const partyClosedMessage = (status: string): string =>
  status === 'completed'
    ? 'This party is finished: nothing more can be recorded at it.'
    : 'This party is not confirmed yet: nothing can be recorded at it until the office confirms it.';

/** PUT /api/host/parties/:id/checkins/:childId. */
export interface ArrivalRequest {
  arrived: boolean;
  at?: string;
}

/**
 * POST /api/host/parties/:id/walk-ins: a child who came without being on the roster. `childId` is made on the phone,
 * so its teams and awards name the walk-in before the server has seen them; the roster child gets that id.
 */
export interface WalkInRequest {
  childId?: string;
  firstName: string;
  age: number;
  /** The parent's signature taken on the phone (docs/product/waivers.md#at-the-door). */
  waiver?: PhoneWaiverSignatureRequest;
  at?: string;
}

/** POST /api/host/parties/:id/payments: cash taken at the door, in dollars. */
export interface DoorPaymentRequest {
  amount: string;
  at?: string;
}

/** More children came than were booked: how many more, and what they add to the price (the one price function's). */
export interface HostPartyExtraChildren {
  count: number;
  /** Dollars, e.g. "45.00". */
  priceChange: string;
  /** "3 more children: +$45.00". */
  label: string;
}

export const extraChildrenLabel = (count: number, priceChange: string): string =>
  `${count} more ${count === 1 ? 'child' : 'children'}: +${formatDollars(priceChange)}`;
