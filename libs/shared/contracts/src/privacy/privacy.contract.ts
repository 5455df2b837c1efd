import type { PaymentPlan } from '@app/pricing';
import type { User } from '../accounts/accounts.contract';
import type { Booking } from '../bookings/booking.contract';
import type { CancellationRequestView } from '../bookings/manage-booking.contract';
import type { DocumentKind, PaymentMethod, PaymentRecordStatus } from '../payments/payments.contract';
import type { ReviewStatus } from '../reviews/reviews.contract';
import type { RosterSource, ShirtSize } from '../roster/roster.contract';
import { waitTime } from '../words/wait-time.words';

/**
 * A parent's own data (docs/product/privacy.md): the download of everything the business holds about the signed-in
 * account (GET /api/user/data) and the account's deletion (DELETE /api/user), shared by the api and the profile page.
 */

/**
 * What replaces the parent's name on what the business keeps once their account is deleted: the bookings' money
 * records, the office's table and history, the reviews' moderation list.
 */
export const ERASED_PARENT_NAME = 'Deleted parent';
/** The child's name on a kept booking: the party's name reads "Child's party". */
export const ERASED_CHILD_NAME = 'Child';
/** A free text the parent or the office wrote about the parent (a cancellation's reason, a note): its words go. */
export const ERASED_TEXT = "Erased with the parent's account";

/** The download's file name: the business's day it was made. */
export const userDataFileName = (day: string): string => `my-data-${day}.json`;

/** The account as stored: the profile's fields and when it was made. */
export type UserDataAccount = User & { createdAt: string };

/** One payment of a booking and what went back of it. */
export interface UserDataPayment {
  id: string;
  method: PaymentMethod;
  plan: PaymentPlan;
  status: PaymentRecordStatus;
  /** Dollars, as the booking's page shows money. */
  amount: string;
  refunded: string;
  /** When PayPal took it, or the day the business received cash or a transfer. */
  capturedAt: string | null;
  receivedOn: string | null;
  createdAt: string;
  refunds: { amount: string; kind: 'refund' | 'reversal'; at: string }[];
}

/** One child of the party's guest list, as the host parent or a family entered it. */
interface UserDataRosterChild {
  firstName: string;
  age: number | null;
  shirtSize: ShirtSize | null;
  notes: string | null;
  photoConsent: boolean;
  attending: boolean;
  /** Who added the child: the host parent, an invited family's reply, or the office. */
  source: RosterSource;
  walkIn: boolean;
  arrivedAt: string | null;
}

export interface UserDataRoster {
  invitationMessage: string | null;
  invitationSharesAddress: boolean;
  children: UserDataRosterChild[];
}

export interface UserDataReview {
  rating: number;
  text: string;
  publish: boolean;
  status: ReviewStatus;
  createdAt: string;
  updatedAt: string;
}

/** A photo of the party's album: the list, not the pictures (the album's page and zip give those). */
export interface UserDataPhoto {
  id: string;
  width: number;
  height: number;
  uploadedAt: string;
}

/** A document the business made for the booking (its receipts and confirmation), listed. */
export interface UserDataDocument {
  kind: DocumentKind;
  createdAt: string;
  emailedAt: string | null;
}

/** One booking with everything each domain holds about it. */
interface UserDataBooking {
  booking: Booking;
  cancellationRequests: CancellationRequestView[];
  payments: UserDataPayment[];
  roster: UserDataRoster | null;
  review: UserDataReview | null;
  photos: UserDataPhoto[];
  documents: UserDataDocument[];
}

/** A game the parent suggested while signed in. */
export interface UserDataCustomGame {
  name: string;
  description: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

/** GET /api/user/data: the file the profile's "Download my data" saves. */
export interface UserData {
  exportedAt: string;
  account: UserDataAccount;
  bookings: UserDataBooking[];
  customGames: UserDataCustomGame[];
}

/** DELETE /api/user's body: the password again, so a browser left signed in cannot delete the account. */
export interface DeleteAccountRequest {
  password: string;
}

/** A party the deletion cancelled first, under the usual rules (docs/cancellation.md). */
export interface CancelledForDeletion {
  bookingId: string;
  eventDate: string;
  eventTime: string;
  /** Dollars going back, or null when nothing was paid. */
  refundAmount: string | null;
}

/** DELETE /api/user's answer: the parties cancelled on the way; the session has ended. */
export interface AccountDeleted {
  cancelled: CancelledForDeletion[];
}

/** The 409's `details`: the parties the parent cannot cancel themselves, each with the day and time it starts. */
export interface UpcomingPartiesDetails {
  parties: { bookingId: string; eventDate: string; eventTime: string }[];
}

export const PRIVACY_MESSAGES = {
  /** The download is a heavy read: a few a day are plenty. */
  tooManyDownloads: (seconds: number) =>
    `You have downloaded your data several times just now. Please try again in ${waitTime(seconds)}.`,
  notDeletable:
    "Only a parent's account can be deleted here. Host and administrator accounts are managed by the business.",
  /**
   * A party the parent can no longer cancel online (inside the 48 hours, or under way today): the business cancels it,
   * then the account can go.
   */
  partiesNotCancellable: (parties: string[], contact: string) =>
    `Your party on ${parties.join(' and ')} can no longer be cancelled online, so your account cannot be deleted yet. ` +
    `Please contact us (${contact}) about it; once it is cancelled or over, you can delete your account.`,
} as const;

/** The profile page's words for the download and the deletion (docs/product/accounts.md#profile). */
export const MY_DATA_WORDS = {
  heading: 'Your data',
  intro: 'Everything we hold about you and your bookings, as one file you can keep.',
  download: 'Download my data',
  downloading: 'Preparing your data...',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  delete: 'Delete my account',
  dialogTitle: 'Delete your account?',
  upcoming:
    'Your upcoming parties are cancelled first, under the usual rules: what you paid comes back less the cancellation fee, and we e-mail you about each. A party less than 48 hours away cannot be cancelled here: contact us about it first.',
  erased:
    "Then your name, e-mail, phone and addresses, your children's details, notes and party photos are erased, and your reviews no longer show your name or appear on the site.",
  kept: `We keep the records of what was paid and refunded, as the law requires, under the name "${ERASED_PARENT_NAME}".`,
  password: 'Enter your password to confirm',
  confirm: 'Delete my account',
  cancel: 'Keep my account',
  doneTitle: 'Your account is deleted',
  done: 'You are signed out. We are erasing your data now; you can register again with the same e-mail at any time.',
  /** A party the deletion cancelled, and what comes back of what was paid. */
  cancelledParty: (slot: string, refund: string | null) =>
    refund
      ? `Your party on ${slot} is cancelled: $${refund} comes back to you.`
      : `Your party on ${slot} is cancelled.`,
  goHome: 'Go to the home page',
} as const;
