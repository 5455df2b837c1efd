import { ACCOUNT_RULES, type User } from '../accounts/accounts.contract';
import { extraChildrenLabel, type HostPartyExtraChildren } from './host-actions.contract';
import type { PartyDayState } from '../party-day/party-day.contract';
import type { ShirtSize } from '../roster/roster.contract';
import type { HostPartyWaivers, WaiverState } from '../waivers/waivers.contract';

/**
 * Hosts: the business's staff who run the parties (docs/product/hosts.md#hosts). The admin invites them by e-mail,
 * teams get them as members, and a host reads the parties of their teams. Shared by the API and the SPA.
 */
export const HOST_RULES = {
  /** docs/product/hosts.md#the-invitation: how long the link to set a password works. */
  invitationHours: 72,
  nameMax: 2 * ACCOUNT_RULES.nameMax,
  /** A team has a handful of hosts; the bound only keeps a request small. */
  teamHostsMax: 20,
  /** How many more children than booked the party's read prices ahead, for the phone offline. */
  extraChildrenPriced: 20,
} as const;

export const HOST_MESSAGES = {
  name: `Enter the host's name (at most ${HOST_RULES.nameMax} characters)`,
  email: 'Please enter a valid email address',
  emailTooLong: `The email address must be at most ${ACCOUNT_RULES.usernameMax} characters: it is the host's username`,
  active: 'active must be true or false',
  hostIds: `hostIds must be a list of at most ${HOST_RULES.teamHostsMax} host ids`,
  hostNotFound: 'Host not found',
  notAHost: 'Only active hosts can join a team',
  inactive: 'This host is deactivated: reactivate them before sending a new invitation',
  invitationInvalid:
    'This link no longer works: it was used already or it expired. Please ask us for a new invitation.',
  token: 'The link is incomplete. Please open it again from the e-mail.',
  /** The role guard's 403 on the host's routes. */
  hostRequired: 'This is for our party hosts only.',
} as const;

/** The SPA's guard on /host for a signed-in account that is not a host, as /admin's for a non-admin. */
export const HOST_GUARD_TOAST = { title: 'Host Access Required', description: HOST_MESSAGES.hostRequired } as const;

/** A host as the admin's list shows them (GET /api/admin/hosts). */
export interface AdminHost {
  id: string;
  name: string;
  email: string;
  /** A deactivated host cannot sign in, and their sessions ended when they were deactivated. */
  active: boolean;
  /** The teams the host is a member of, by name. */
  teams: { id: number; name: string }[];
  /** ISO instant of the latest invitation. */
  invitedAt: string;
  /** ISO instant the host set their password through the invitation; null until then. */
  acceptedAt: string | null;
}

/** POST /api/admin/hosts. */
export interface InviteHostRequest {
  name: string;
  email: string;
}

/** PATCH /api/admin/hosts/:id: either or both. */
export interface UpdateHostRequest {
  name?: string;
  active?: boolean;
}

/** PUT /api/admin/teams/:id/hosts: the team's members, all of them (an empty list leaves the team without hosts). */
export interface TeamHostsRequest {
  hostIds: string[];
}

/** POST /api/host-invitations/accept: the invitation link's token and the host's new password. */
export interface AcceptHostInvitationRequest {
  token: string;
  password: string;
}

/**
 * What the accepted invitation answers: the username to sign in with next time (the invited e-mail address), and the
 * host, whom setting the password signed in (docs/product/hosts.md#the-invitation).
 */
export interface AcceptedHostInvitation {
  username: string;
  user: User;
}

/** A child coming to a host's party, as the host reads them on the day. */
export interface HostPartyChild {
  id: string;
  firstName: string;
  age: number | null;
  shirtSize: ShirtSize | null;
  /** Allergies and other notes from the parent: the children with one come first in the list. */
  notes: string | null;
  photoConsent: boolean;
  /** Checked in by the host (docs/product/hosts.md#check-in). */
  arrived: boolean;
  /** Came without being on the roster: the host added them at the door. */
  walkIn: boolean;
  /** Whether a signed waiver covers them (docs/product/waivers.md#at-the-door); `not-needed` while waivers are off. */
  waiver: WaiverState;
  /** The emergency contact phone and medical note the family gave with its waiver (null: none given). */
  emergencyPhone: string | null;
  medicalNote: string | null;
}

/**
 * One party of a host's teams (GET /api/host/parties, GET /api/host/parties/:id), with what happened at it so far: the
 * teams, results and awards (docs/product/party-day.md).
 */
export interface HostParty extends PartyDayState {
  bookingId: string;
  shortId: string;
  /** The booking's status: pending until paid or confirmed by the admin, completed once its host finished it. */
  status: string;
  teamName: string;
  /** yyyy-MM-dd and the start time as booked ("HH:mm", the business's wall clock; startTimeLabel words it). */
  eventDate: string;
  eventTime: string;
  /** ISO instants: the start, and the team's arrival to set up (docs/product/hosts.md#the-hosts-parties). */
  startsAt: string;
  arrivesAt: string;
  durationMinutes: number;
  /** The package (the kind of event) and the theme the parent chose. */
  packageLabel: string;
  theme: string | null;
  childName: string;
  childAge: number;
  guestCount: number;
  address: { line: string; spaceDetails: string; mapUrl: string };
  parent: { name: string; phone: string };
  /** In the party's order, with each one's minutes; `id` is the game's reference ("12", "custom-3"). */
  games: { id: string; name: string; minutes: number; custom: boolean }[];
  /** The add-ons booked: a per-child one counts the children booked. */
  addOns: { label: string; quantity: number }[];
  specialRequests: string | null;
  /** The children coming: those with notes (allergies) first, then the rest in the list's order. */
  children: HostPartyChild[];
  /**
   * First names of the children coming without photo consent, in the list's order: the photo screen names them before
   * any file is chosen (docs/product/albums.md#uploading).
   */
  withoutConsent: string[];
  /** How many children the host checked in. */
  arrivedCount: number;
  /** More arrived than were booked: how many more and the change in price; null otherwise. */
  extraChildren: HostPartyExtraChildren | null;
  /**
   * What 1, 2, … more children than booked add to the price (dollars, HOST_RULES.extraChildrenPriced of them), by the
   * one price function: the phone shows the change offline from it (extraChildrenAt).
   */
  extraChildPrices: string[];
  /** Dollars paid so far, by any means (the deposit, the cash at the door): the finished party's money collected. */
  amountPaid: string;
  /** Dollars still owed: what the host may take in cash at the door. */
  balanceDue: string;
  /** Waivers on or off, the text a walk-in's parent signs, and the booking's own child's state. */
  waivers: HostPartyWaivers;
}

/** The map search an address opens on a phone. */
export const mapSearchUrl = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * More children arrived than were booked: how many more and the change in price, from the party's price table (the
 * server's read and the phone's offline projection give the same). Beyond the table, the server's next read says it.
 * While the extras are still inside the package (a change of $0.00), there is nothing to say or collect: null.
 */
export function extraChildrenAt(
  party: Pick<HostParty, 'guestCount' | 'extraChildPrices'>,
  arrived: number,
): HostPartyExtraChildren | null {
  const count = arrived - party.guestCount;
  const priceChange = party.extraChildPrices[count - 1];
  if (count <= 0 || priceChange === undefined || !(Number(priceChange) > 0)) return null;
  return { count, priceChange, label: extraChildrenLabel(count, priceChange) };
}
