import { formatDollars } from '@app/pricing';
import { BOOKING_RULES } from '../bookings/booking-form.contract';
import type { WaiverText } from '../waivers/waivers.contract';

/**
 * The party roster: the children coming to a booked event, with their shirt sizes, filled by the host parent on the
 * booking's page and by the families the host invites. One list of sizes, one set of rules and messages, shared by the
 * api, the SPA's forms and the documents (shirt order, certificates, run sheet).
 */

/** Shirt sizes in the order a shirt order lists them (youth first, small to large). */
export const SHIRT_SIZES = [
  { code: 'YXS', label: 'Youth XS' },
  { code: 'YS', label: 'Youth S' },
  { code: 'YM', label: 'Youth M' },
  { code: 'YL', label: 'Youth L' },
  { code: 'YXL', label: 'Youth XL' },
  { code: 'AS', label: 'Adult S' },
  { code: 'AM', label: 'Adult M' },
  { code: 'AL', label: 'Adult L' },
  { code: 'AXL', label: 'Adult XL' },
] as const;

export type ShirtSize = (typeof SHIRT_SIZES)[number]['code'];
export const SHIRT_SIZE_CODES: readonly ShirtSize[] = SHIRT_SIZES.map((s) => s.code);
export const shirtSizeLabel = (code: ShirtSize): string => SHIRT_SIZES.find((s) => s.code === code)?.label ?? code;

export const ROSTER_RULES = {
  firstNameMax: 40,
  notesMax: 500,
  /**
   * A child's age in whole years, optional (docs/product/roster.md#age). Wider than the booking's birthday child
   * (3 to 18): guests are often younger siblings, so 1 and 2 are real answers; a guest of 18 is an adult, not a child
   * the host team pitches games to, so 17 is the top.
   */
  ageMin: 1,
  ageMax: 17,
  /** Beyond the booked count a PUT may ask to raise it, up to the wizard's own largest party. */
  childrenMax: BOOKING_RULES.guestCountMax,
  shareMessageMax: 300,
  /**
   * Rows past the booked count that families may still add through the invitation link, attending or not: room for a
   * few "can't come" answers from a class invited to a smaller party, while a script replying "can't come" in a loop
   * runs out at once (docs/product/roster.md#the-roster-on-the-server).
   */
  familyRowsMargin: 10,
} as const;

/**
 * How many rows (the host's and families', attending or not) a roster may hold before the invitation link takes no
 * more replies: the booked count plus a margin, never more than a host's save may list, so the host can always save
 * the list as read.
 */
export const invitationRowCap = (childrenBooked: number): number =>
  Math.min(childrenBooked + ROSTER_RULES.familyRowsMargin, ROSTER_RULES.childrenMax);

export const ROSTER_MESSAGES = {
  firstName: `Enter the child's first name (up to ${ROSTER_RULES.firstNameMax} characters)`,
  shirtSize: 'Choose a shirt size from the list',
  notes: `Allergies or notes are up to ${ROSTER_RULES.notesMax} characters`,
  age: `Age must be a whole number from ${ROSTER_RULES.ageMin} to ${ROSTER_RULES.ageMax}`,
  photoConsent: 'Say whether photos of this child may be taken',
  attending: 'Say whether the child is coming',
  children: 'The roster is a list of children',
  tooManyChildren: `A party has at most ${ROSTER_RULES.childrenMax} children`,
  raiseTo: 'Raise the number of children to the number of children coming on the list',
  shareMessage: `The message is up to ${ROSTER_RULES.shareMessageMax} characters`,
  shareAddress: 'Say whether the invitation shows the address',
  /** 409 ROSTER_OVER_COUNT: the host parent is offered to raise the count (details: RosterOverCount). */
  overCount: (booked: number, listed: number) =>
    `You booked for ${booked} ${booked === 1 ? 'child' : 'children'} and listed ${listed}. ` +
    'Raise the number of children to keep them all, or remove some.',
  /** 409 ROSTER_LOCKED, to the host parent and invited families. */
  locked: (hours: number) =>
    `The list closed ${hours} hours before the party so the shirts and awards can be made. ` +
    'Call or write to us to change it.',
  /** 409 ROSTER_FULL, to an invited family. */
  full: 'The party is full. Ask the host family whether there is room for one more.',
  /** 409 ROSTER_REPLIES_FULL, to an invited family (any answer) once the list holds invitationRowCap rows. */
  repliesFull:
    "The host family's list has no room for more answers. Please tell them yourself whether your child can come.",
  /**
   * 409 ROSTER_CHANGED: the list changed on the host's side (another tab, an admin) while the host was editing it, or
   * families took the places the save wanted (details: the Roster now).
   */
  changed: 'The list changed while you were editing it. Here is the list now: check it and save again.',
  /** An invited family's view of a cancelled party. */
  cancelled: 'This party was cancelled.',
  version: 'Reload the list and save again',
  /** 409 CERTIFICATES_NOT_YET, to the host parent. */
  certificatesNotYet: 'The award certificates are ready to download once the party has started.',
  /** 409 ROSTER_EMPTY: certificates need at least one child coming. */
  noChildrenComing: 'No children are on the list as coming yet: add them to the roster to print their certificates.',
  tooMany: (seconds: number) =>
    `Too many invitation replies from here. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  /** 429 of the per-link limit: many answers through this one link in a short time, from anywhere. */
  tooManyForLink: (seconds: number) =>
    `This invitation has had many answers in a short time. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
} as const;

/** Who put a child on the list. */
export type RosterSource = 'host' | 'family' | 'admin';

/** One child on the roster as the host parent and admins see it (notes included). */
export interface RosterChild {
  id: string;
  firstName: string;
  /** null: not given yet (the reminder a week before names these). */
  shirtSize: ShirtSize | null;
  notes: string | null;
  /** Whole years (ROSTER_RULES.ageMin..ageMax), or null: not given. */
  age: number | null;
  photoConsent: boolean;
  /** false: an invited family said the child can't come (kept so the host knows; not counted). */
  attending: boolean;
  /** `family`: added through the invitation link (the host's list marks it, and "Remove family entries" removes it). */
  source: RosterSource;
}

/** The invitation link as its host parent manages it. */
export interface RosterInvitation {
  url: string;
  /** The guest of honour's first name, as the invitation and its share sheet name the party. */
  hostChildName: string;
  shareAddress: boolean;
  message: string | null;
  createdAt: string;
}

/** GET/PUT /api/bookings/:id/roster. */
export interface Roster {
  bookingId: string;
  /** The booking's children count: the roster holds at most this many attending children. */
  childrenBooked: number;
  children: RosterChild[];
  /** When the list closes for the host parent and families (ISO instant; ROSTER_LOCK_HOURS before the event). */
  locksAt: string;
  locked: boolean;
  /** Whether this caller may still change the list (an admin may after the lock). */
  editable: boolean;
  /** The party has begun and children are coming: the award certificates are the host's to download. */
  certificatesReady: boolean;
  /**
   * Bumped by every change of the list. A PUT sends the one it read: families' additions since are kept beside the
   * host's list, and only a change by the host side since (another tab, an admin) refuses it (ROSTER_CHANGED).
   */
  version: number;
  /** The active invitation link, or null when none is on. */
  invitation: RosterInvitation | null;
}

/** details of 409 ROSTER_OVER_COUNT: what raising the count would cost, by the one pricing function. */
export interface RosterOverCount {
  childrenBooked: number;
  childrenListed: number;
  /** The booking's final price and balance due were the count raised to `childrenListed` (dollars, 2 decimals). */
  newTotal: string;
  newBalanceDue: string;
}

/** GET /api/invitations/:token: what an invited family sees (first names only, never notes). */
export interface InvitationView {
  /** The birthday child's (or guest of honour's) first name. */
  hostChildName: string;
  eventTypeLabel: string;
  businessName: string;
  /** yyyy-MM-dd and "HH:mm" on the business's clock, with words for them. */
  eventDate: string;
  eventTime: string;
  whenWords: string;
  durationMinutes: number;
  /** The full address when the host chose to share it; otherwise the city and state only. */
  place: string;
  message: string | null;
  /** First names of the children coming. */
  coming: string[];
  spotsLeft: number;
  /** The waiver a family signs when its child is coming; null while waivers are off (nothing is asked). */
  waiver: WaiverText | null;
  /** Why a family cannot answer now (the list closed, or it holds as many answers as it takes), or null. */
  closedReason: string | null;
}

/** POST /api/invitations/:token/children: the invitation after the reply, and the reply's own link. */
export interface InvitationReplied extends InvitationView {
  /** Where the family changes or withdraws this reply until the list closes (shown once, never stored elsewhere). */
  replyUrl: string;
}

/** GET/PUT /api/invitation-replies/:token: one family's reply, as that family sent it, with the party. */
export interface InvitationReplyView {
  child: {
    firstName: string;
    shirtSize: ShirtSize | null;
    notes: string | null;
    age: number | null;
    photoConsent: boolean;
    attending: boolean;
    emergencyPhone: string | null;
    medicalNote: string | null;
    /** A waiver was signed for this child (with this reply or before): no signature is asked again. */
    waiverSigned: boolean;
  };
  party: InvitationView;
}

/** A child as the host's list and the run sheet name it: "Ava, 7", or "Ava" when no age was given. */
export const nameWithAge = (firstName: string, age: number | null | undefined): string =>
  age === null || age === undefined ? firstName : `${firstName}, ${age}`;

/** The roster's texts in the SPA: the host's "Who's coming" and invitation link, and the invited family's page. */
export const ROSTER_TEXTS = {
  /** The host's list once it closed (the lock's hours are the server's: the instant is what the page knows). */
  lockedSince: (when: string) =>
    `The list closed on ${when} so the shirts and awards can be made. Call or write to us to change it.`,
  changedKept: 'What you typed is kept below.',
  overBooked: (booked: number) =>
    `That is more than the ${booked} ${booked === 1 ? 'child' : 'children'} you booked: ` +
    'saving offers to raise the number.',
  sizesMissing: (n: number) => `${n} shirt ${n === 1 ? 'size is' : 'sizes are'} still missing.`,
  raiseCost: (total: string, balanceDue: string) =>
    `The new total would be ${formatDollars(total)}, with ${formatDollars(balanceDue)} due.`,
  newLinkNote: 'A new link stops the old one: anyone with the old link can no longer add a child.',
  turnedOff: 'The invitation link is off. Families with the old link can no longer add a child.',
  /** What the phone's share sheet sends with the invitation link. */
  shareInvitation: (hostChildName: string) => `Please add your child to ${hostChildName}'s party guest list:`,
  invitationNotFound: 'This invitation link is no longer valid: ask the host family for a new one.',
  thanks: (name: string) => `Thank you! ${name} is on the list.`,
  thanksNotComing: 'Thank you for letting the host family know.',
  replyLinkNote: 'To change or withdraw your answer until the list closes, keep this link:',
  replyChanged: 'Your answer is changed.',
  replyWithdrawn: 'Your answer is withdrawn: your child is off the list.',
  replyNotFound: 'This answer is no longer on the list: the host family may have removed it.',
  removeFamilyEntries: (n: number) =>
    `${n === 1 ? 'The child' : `All ${n} children`} families added through the invitation link, coming or not, ` +
    'come off the list. Anyone with the link can still answer: turn it off or make a new one to stop that.',
  familyEntriesRemoved: 'The children families added are off the list.',
} as const;
