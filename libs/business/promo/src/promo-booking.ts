/** What promo checks need of a booking: its id, its owner and its server-computed total (libs/business/bookings owns it). */
export interface PromoBooking {
  id: string;
  /** The owning account; null for an anonymous booking, whose uses count per parent e-mail. */
  userId: string | null;
  parentEmail: string;
  totalCents: number;
}

/** Whose uses count toward a promo's per-user limit: the account, or the parent e-mail of an anonymous booking. */
export type PromoUser = { userId: string } | { userId: null; parentEmail: string };

export const promoUserOf = (booking: PromoBooking): PromoUser =>
  booking.userId ? { userId: booking.userId } : { userId: null, parentEmail: booking.parentEmail };
