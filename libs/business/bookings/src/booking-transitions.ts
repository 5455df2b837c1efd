import {
  ADMIN_ACTION_MESSAGES,
  BOOKING_STATUSES,
  CHANGE_BOOKING_MESSAGES,
  HOST_ACTION_MESSAGES,
  MANAGE_BOOKING_MESSAGES,
  PAYMENT_STATUSES,
  type BookingStatus,
  type PaymentStatus,
} from '@app/contracts';

/**
 * Who moves a booking: the parent (their own acts), an admin, a host of its team (at the door, on the day), or the
 * system (PayPal's word, the worker).
 */
export type BookingActorKind = 'parent' | 'admin' | 'host' | 'system';

/** What a booking can go through, and the words a refusal uses. */
export type BookingMove = 'applyPromo' | 'pay' | 'refund' | 'confirm' | 'cancel' | 'reschedule' | 'change' | 'finish';

interface MoveRule {
  /** The booking statuses the move starts from. */
  from: readonly BookingStatus[];
  /** The payment statuses it starts from. */
  paymentFrom: readonly PaymentStatus[];
  /** Who may make it. */
  by: readonly BookingActorKind[];
  /** The booking's status after it, by the status before; a status not listed stays. */
  to: Partial<Record<BookingStatus, BookingStatus>>;
  /** Why it is refused, when it is. */
  refusal: string;
}

const ALL_STATUSES = BOOKING_STATUSES;
const ALL_PAYMENT_STATUSES = PAYMENT_STATUSES;

/**
 * The one transition table of a booking's life (docs/product/api.md#server-rules "one owner for a booking's life"):
 * status pending → confirmed → completed (the party ran) or cancelled, payment status unpaid → deposit_paid → completed → refunded
 * (PAYMENT_STATUS_MOVES), and which moves each actor may make. BookingLifecycle applies them and refuses anything else.
 */
export const BOOKING_MOVES: Record<BookingMove, MoveRule> = {
  /** A promo (or none) becomes the booking's, its final and balance follow: only while no payment is settled. */
  applyPromo: {
    from: ['pending', 'confirmed'],
    paymentFrom: ['unpaid'],
    by: ['parent', 'admin'],
    to: {},
    refusal: 'A promo code can only change while nothing has been paid on the booking.',
  },
  /**
   * Money arrived: a capture (the system, on PayPal's word), the parent's free completion ($0), or cash or a bank
   * transfer an admin recorded. A pending booking
   * becomes confirmed. Money PayPal took is a fact even on a booking cancelled meanwhile: it is recorded (and owed
   * back), never refused.
   */
  pay: {
    from: ALL_STATUSES,
    paymentFrom: ['unpaid', 'deposit_paid', 'refunded'],
    // An admin records money taken outside PayPal (cash, bank transfer); a host, cash at the door.
    by: ['parent', 'admin', 'host', 'system'],
    to: { pending: 'confirmed' },
    refusal: 'This booking is already paid in full.',
  },
  /** Money went back (an admin's refund, one PayPal reports). */
  refund: {
    from: ALL_STATUSES,
    paymentFrom: ['deposit_paid', 'completed', 'refunded'],
    by: ['admin', 'system'],
    to: {},
    refusal: 'Nothing was paid on this booking, so nothing can be refunded.',
  },
  confirm: {
    from: ['pending'],
    paymentFrom: ALL_PAYMENT_STATUSES,
    by: ['admin'],
    to: { pending: 'confirmed' },
    refusal: ADMIN_ACTION_MESSAGES.notPending,
  },
  /** An admin, or the parent in time (the change policy is theirs to check). */
  cancel: {
    from: ['pending', 'confirmed'],
    paymentFrom: ALL_PAYMENT_STATUSES,
    by: ['parent', 'admin'],
    to: { pending: 'cancelled', confirmed: 'cancelled' },
    refusal: ADMIN_ACTION_MESSAGES.alreadyCancelled,
  },
  /** Another day and start time, or another team (an admin's Calendar; the parent in time). */
  reschedule: {
    from: ['pending', 'confirmed'],
    paymentFrom: ALL_PAYMENT_STATUSES,
    by: ['parent', 'admin'],
    to: {},
    refusal: MANAGE_BOOKING_MESSAGES.notChangeable,
  },
  /**
   * An admin changes the party's details; the price, the balance and the team's time follow. The parent only raises the
   * children count, to keep every child the party's roster lists (BookingChanges.raiseChildren).
   */
  change: {
    from: ['pending', 'confirmed'],
    paymentFrom: ALL_PAYMENT_STATUSES,
    by: ['admin', 'parent'],
    to: {},
    refusal: CHANGE_BOOKING_MESSAGES.notChangeable,
  },
  /**
   * The party ran: its host marks it done (docs/product/hosts.md#finishing), paid in full or with its balance left due.
   * Only from its start time: BookingLifecycle.finish checks the clock, this table the state.
   */
  finish: {
    from: ['confirmed'],
    paymentFrom: ALL_PAYMENT_STATUSES,
    by: ['host'],
    to: { confirmed: 'completed' },
    refusal: HOST_ACTION_MESSAGES.notConfirmed,
  },
};

/** The payment statuses each one may become (staying the same is always allowed). */
export const PAYMENT_STATUS_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ['deposit_paid', 'completed'],
  deposit_paid: ['completed', 'refunded'],
  completed: ['deposit_paid', 'refunded'],
  refunded: ['deposit_paid', 'completed'],
};
