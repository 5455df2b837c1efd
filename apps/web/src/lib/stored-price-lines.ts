import type { CreatedBooking } from '@app/contracts';
import { dollarsToCents, priceLines, quoteFromDollars, type PriceLine } from '@app/pricing';

/** The api's dollar strings in cents (absent: none). */
const cents = (dollars: string | null | undefined) => dollarsToCents(dollars ?? '0') ?? 0;

/**
 * A stored booking's price lines with its promo, what was paid and what is due (priceLines(), the labels the e-mail
 * and the PDFs use): the admin's booking detail and the parent's booking page.
 */
export const storedPriceLines = (
  booking: Pick<CreatedBooking, 'pricing' | 'guestCount' | 'promoCode' | 'promoDiscount' | 'amountPaid' | 'balanceDue'>,
): PriceLine[] =>
  priceLines({
    quote: quoteFromDollars(booking.pricing),
    guestCount: booking.guestCount,
    promo: { code: booking.promoCode ?? null, discountCents: cents(booking.promoDiscount) },
    payment: { paidCents: cents(booking.amountPaid), balanceDueCents: cents(booking.balanceDue) },
  });
