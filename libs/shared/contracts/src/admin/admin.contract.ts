import type { Booking, PricingResult } from '../bookings/booking.contract';
import { BOOKING_STATUSES, type BookingStatus } from '../bookings/booking-lists.contract';
import type { ContactSubject } from '../contact/contact.contract';
import type { CustomGame } from '../catalog/custom-game.contract';
import type { CancellationRequestView } from '../bookings/manage-booking.contract';
import type { BookingWaivers } from '../waivers/waivers.contract';

/**
 * The admin area (docs/product/pages.md#routes /admin, docs/product/pages.md#contact-page and
 * docs/product/pages.md#custom-games): what its calls answer and the rules of their parameters.
 */

/** GET /api/admin/bookings `sort`: a field, newest/highest first with a leading '-'. */
const ADMIN_BOOKING_SORT_FIELDS = ['createdAt', 'eventDate', 'price'] as const;
export type AdminBookingSortField = (typeof ADMIN_BOOKING_SORT_FIELDS)[number];
export const ADMIN_BOOKING_SORTS = ADMIN_BOOKING_SORT_FIELDS.flatMap((f) => [f, `-${f}`] as const);
export type AdminBookingSort = AdminBookingSortField | `-${AdminBookingSortField}`;

export const ADMIN_BOOKINGS_RULES = {
  pageSizeDefault: 25,
  pageSizeMax: 100,
  pageMax: 100_000,
  qMax: 100,
  sortDefault: '-createdAt' as AdminBookingSort,
} as const;

/**
 * GET /api/admin/bookings query (all optional). Without any the answer is the whole list (docs/product/api.md#the-api);
 * with any it is one page (page 1 of pageSizeDefault unless given). The body is always a plain Booking[]; X-Total-Count
 * and Link carry paging.
 */
export interface AdminBookingsQuery {
  page?: number;
  pageSize?: number;
  sort?: AdminBookingSort;
  status?: BookingStatus;
  /** Event date range, yyyy-MM-dd, both inclusive. */
  from?: string;
  to?: string;
  /** Parent or child name, parent e-mail (substring, any case) or the short id (last 8 characters of the id). */
  q?: string;
}

export const ADMIN_BOOKINGS_MESSAGES = {
  page: `page must be a whole number from 1 to ${ADMIN_BOOKINGS_RULES.pageMax}`,
  pageSize: `pageSize must be a whole number from 1 to ${ADMIN_BOOKINGS_RULES.pageSizeMax}`,
  sort: `sort must be one of ${ADMIN_BOOKING_SORTS.join(', ')}`,
  status: `status must be one of ${BOOKING_STATUSES.join(', ')}`,
  from: 'from must be a date written yyyy-MM-dd',
  to: 'to must be a date written yyyy-MM-dd',
  range: 'to must not be before from',
  q: `q must be at most ${ADMIN_BOOKINGS_RULES.qMax} characters`,
} as const;

/** What a booking's money amounts to, as the admin table's Payment column says it (paymentStateOf, libs/business/bookings). */
export type PaymentState = 'unpaid' | 'deposit' | 'paid' | 'refunded';
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  unpaid: 'Unpaid',
  deposit: 'Deposit',
  paid: 'Paid',
  refunded: 'Refunded',
};

/** A booking as the admin table reads it (GET /api/admin/bookings with parameters): with its payment state. */
export interface AdminBooking extends Booking {
  payment: PaymentState;
}

/** A booking's game as the admin reads it: custom games are marked (docs/product/pages.md#custom-games). */
export interface AdminBookingGame {
  id: number;
  name: string;
  custom: boolean;
}

/** The account a booking belongs to, as the admin reads it: its name and e-mail, not a raw id. */
export interface AdminBookingAccount {
  id: string;
  username: string;
  /** First and last name, null when the account gave neither. */
  name: string | null;
  email: string | null;
}

/** GET /api/admin/bookings/:id: the booking with its games by name and the stored pricing breakdown. */
export interface AdminBookingDetail extends AdminBooking {
  games: AdminBookingGame[];
  pricing: PricingResult;
  /** The parent's latest cancellation request (open: to approve or decline), if any. */
  cancellationRequest: CancellationRequestView | null;
  /** Null when booked without an account, or when that account no longer exists (`userId` keeps its id). */
  account: AdminBookingAccount | null;
  /** The waivers signed for the party's children and those still missing one (docs/product/waivers.md#the-office). */
  waivers: BookingWaivers;
}

/** Who submitted a custom game: the account when signed in, otherwise an anonymous browser. */
interface CustomGameSubmitter {
  userId: string | null;
  username: string | null;
  name: string | null;
  email: string | null;
}

/** GET /api/admin/custom-games: every submission, pending first then newest, with its submitter. */
export interface AdminCustomGame extends CustomGame {
  submitter: CustomGameSubmitter;
  reviewedAt: string | null;
}

export const CUSTOM_GAME_REVIEW_STATUSES = ['approved', 'rejected'] as const;
export type CustomGameReviewStatus = (typeof CUSTOM_GAME_REVIEW_STATUSES)[number];

/** PATCH /api/admin/custom-games/:id. */
export interface CustomGameReviewRequest {
  status: CustomGameReviewStatus;
}

/** GET /api/admin/contact-messages: newest first. */
export interface AdminContactMessage {
  id: string;
  name: string;
  email: string;
  subject: ContactSubject | (string & {});
  message: string;
  createdAt: string;
  /** When an admin first opened it; null while unread. */
  readAt: string | null;
}

/** PATCH /api/admin/contact-messages/:id. */
export interface ContactMessageReadRequest {
  read: boolean;
}

export const ADMIN_MESSAGES = {
  reviewStatus: `status must be one of ${CUSTOM_GAME_REVIEW_STATUSES.join(', ')}`,
  read: 'read must be true or false',
  customGameNotFound: 'Custom game not found',
  contactMessageNotFound: 'Contact message not found',
} as const;

/** What an export holds: the bookings table's CSV, or a period's shirt order as a PDF. */
export type ExportKind = 'bookings-csv' | 'shirt-order-pdf';

export type ExportStatus = 'queued' | 'running' | 'done' | 'failed';

/** The table's filters an export was asked with (POST /api/admin/exports: AdminBookingsQuery without paging). */
export type AdminExportFilters = Pick<AdminBookingsQuery, 'status' | 'from' | 'to' | 'q' | 'sort'>;

/** One CSV export of bookings (GET /api/admin/exports[/:id]); `progress` is 0-100, `rows` known once done. */
export interface AdminExport {
  id: string;
  kind: ExportKind;
  filters: AdminExportFilters;
  status: ExportStatus;
  progress: number;
  rows: number | null;
  createdAt: string;
  finishedAt: string | null;
  /** Set once done: GET this for the file. */
  downloadUrl: string | null;
}
