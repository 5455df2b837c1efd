import type { BookingStatus } from '../bookings/booking-lists.contract';

/** The booking page's fragment that opens its payment dialog on arrival: where "Pay the balance" lands. */
export const PAY_FRAGMENT = 'pay';

/**
 * The buttons of every e-mail about a booking: its own page (the signed link), and paying the balance while money is
 * due on a booking that stands: the same page, arriving with its payment dialog open.
 */
export const bookingEmailActions = (
  pageUrl: string,
  booking: { status: BookingStatus; balanceDueCents: number },
): { action: { label: string; url: string }; secondaryAction?: { label: string; url: string } } => ({
  action: { label: 'View your booking', url: pageUrl },
  ...(booking.status !== 'cancelled' && booking.balanceDueCents > 0
    ? { secondaryAction: { label: 'Pay the balance', url: `${pageUrl}#${PAY_FRAGMENT}` } }
    : {}),
});
