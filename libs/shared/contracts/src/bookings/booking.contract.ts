import type { BookingStatus, GameIntensity } from './booking-lists.contract';

/**
 * docs/product/api.md#entities "Booking, as read back" (GET /api/bookings/user, GET /api/admin/bookings). Deliberately
 * tolerant: the location may be an object or a string, addOns flags or a priced list, status may be missing (read as
 * pending). Money fields are dollar strings with 2 decimals.
 */
export interface BookingLocation {
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  spaceDetails?: string;
  type?: string;
}

export interface BookingAddOnFlags {
  photography: boolean;
  videography: boolean;
  customShirts: boolean;
  customAwards: boolean;
}

interface BookingAddOnItem {
  name: string;
  price: string | number;
}

export interface Booking {
  id: string;
  userId: string | null;
  /** pending when missing; any value outside BOOKING_STATUSES is shown as plain text. */
  status?: BookingStatus | (string & {}) | null;
  paymentStatus?: string | null;
  paymentCompletedAt?: string | null;
  promoCode?: string | null;
  promoDiscount?: string | null;
  totalPrice: string;
  finalPrice?: string | null;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  childName: string;
  childAge: number;
  /** yyyy-MM-dd */
  eventDate: string;
  eventTime: string;
  /** Game ids (custom games may appear by name). */
  selectedGames: (number | string)[];
  guestCount: number;
  eventType: string;
  eventTheme?: string | null;
  location: BookingLocation | string;
  addOns?: BookingAddOnFlags | BookingAddOnItem[] | null;
  specialRequests?: string | null;
  /** docs/product/booking.md#step-1-games; bookings made before it existed have none. */
  intensity?: GameIntensity | null;
  /** docs/product/money.md#deposit: dollars paid so far and still due (the deposit leaves a balance). */
  amountPaid?: string | null;
  balanceDue?: string | null;
  /**
   * Ours: dollars PayPal gave back so far (`amountPaid` is what is left), on the parent's own reads (GET
   * /api/bookings/user, GET /api/bookings/:id).
   */
  amountRefunded?: string | null;
  /**
   * Ours: until when an unpaid booking holds its team (ISO 8601); null once a payment, a free completion or an admin
   * made it firm, or when it holds no team (lapsed, cancelled).
   */
  holdExpiresAt?: string | null;
  createdAt: string;
}

/**
 * docs/product/api.md#entities "Pricing result", in dollars with 2 decimals; `largeGroupDiscount` is the line of
 * docs/product/money.md#large-group (0.00 by default).
 */
export interface PricingResult {
  basePrice: string;
  totalPrice: string;
  breakdown: {
    package: string;
    extraGuests: string;
    photography: string;
    videography: string;
    customShirts: string;
    customAwards: string;
    largeGroupDiscount: string;
  };
  gameCount: number;
  /** Minutes. */
  totalDuration: number;
}

/** POST /api/bookings answers 201 with the booking as read back plus the server's pricing. */
export interface CreatedBooking extends Booking {
  pricing: PricingResult;
}

/** The 422 `details` when the client's totals differ from the server's: the server's own figures. */
export interface PriceMismatchDetails {
  totalPrice: string;
  finalPrice: string;
  pricing: PricingResult;
}

/** docs/product/states.md#states-and-transitions: a missing status reads as pending. */
export const bookingStatusOf = (booking: Pick<Booking, 'status'>): string => booking.status || 'pending';

/**
 * The short id shown to people: the last 8 characters, uppercased (docs/product/pages.md#routes admin table; the
 * profile cards too).
 */
export const shortBookingId = (id: string | number): string => String(id).slice(-8).toUpperCase();

/**
 * What a booking lets its parent pay now (docs/product/money.md#deposit), read from the booking as the api answers it:
 * `plan` (nothing paid yet: the 50% deposit or the full final), `balance` (what a deposit left), `free` (a promo covers
 * the whole total and the free path never ran) or null (paid, cancelled, nothing due).
 */
export type PaymentDue = 'plan' | 'balance' | 'free';

export function paymentDueOf(
  booking: Pick<Booking, 'status' | 'paymentStatus' | 'promoCode' | 'finalPrice' | 'amountPaid' | 'balanceDue'>,
): PaymentDue | null {
  if (bookingStatusOf(booking) === 'cancelled') return null;
  if (Number(booking.balanceDue ?? 0) > 0) return Number(booking.amountPaid ?? 0) > 0 ? 'balance' : 'plan';
  const free = booking.finalPrice != null && Number(booking.finalPrice) === 0 && Boolean(booking.promoCode);
  return free && booking.paymentStatus !== 'completed' ? 'free' : null;
}
