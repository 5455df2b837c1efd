import { formatUsd } from './money';
import { ADD_ON_KEYS, type AddOnKey, PRICE_TABLE } from './price-table';
import type { PriceQuote } from './pricing';

/** What a booking's price lines are made of. */
export interface PricedBooking {
  /** The price as the wizard quotes it, or as the booking stored it (never recomputed from today's table). */
  quote: PriceQuote;
  guestCount: number;
  /** The promo applied to it; without a discount there is no discount line. */
  promo?: { code: string | null; discountCents: number } | null;
  /** What was paid and is still due, where a booking's payments matter (confirmation, admin). */
  payment?: { paidCents: number; balanceDueCents: number };
}

export type PriceLineKey =
  | 'package'
  | 'extraChildren'
  | AddOnKey
  | 'largeGroupDiscount'
  | 'subtotal'
  | 'promoDiscount'
  | 'total'
  | 'paid'
  | 'balanceDue';

export interface PriceLine {
  key: PriceLineKey;
  label: string;
  /** Signed: a discount is negative. */
  cents: number;
}

/** docs/product/validation.md#validation promo entry: final amount = max(0, total minus discount). */
export const finalAmountCents = (totalCents: number, discountCents: number): number =>
  Math.max(0, totalCents - discountCents);

/**
 * What a booking still owes, in cents: its final price less what was paid, never below zero (an overpayment is
 * owed back, not a negative balance), and nothing at all once the booking is cancelled. The one rule the bookings'
 * writes, the receipt, the payment plan's words and the payment dialog all follow.
 */
export const balanceDue = (finalCents: number, paidCents: number, cancelled = false): number =>
  cancelled ? 0 : Math.max(0, finalCents - paidCents);

/**
 * A booking's price, line by line, with the same labels wherever it is shown (the wizard's review and payment dialog,
 * the "we received your booking" e-mail, the receipt and confirmation PDFs, the admin's booking detail): the package,
 * the extra children and each chosen add-on with their count and unit price, the large-group discount
 * (docs/product/money.md#large-group, "Large Group Discount Applied"), then with a promo discount the "subtotal,
 * discount and total", else the total, and where given what was paid and the balance due. Lines that cost nothing are
 * left out (the package and the total always show).
 */
export function priceLines({ quote, guestCount, promo, payment }: PricedBooking): PriceLine[] {
  const b = quote.breakdown;
  const lines: PriceLine[] = [{ key: 'package', label: `Package (${quote.gameCount} games)`, cents: b.package }];
  if (b.extraGuests > 0) {
    const extraChildren = guestCount - PRICE_TABLE.includedChildren;
    lines.push({
      key: 'extraChildren',
      label: `Extra children (${each(extraChildren, b.extraGuests)})`,
      cents: b.extraGuests,
    });
  }
  for (const key of ADD_ON_KEYS.filter((k) => b[k] > 0)) {
    const { label, perChild } = PRICE_TABLE.addOns[key];
    lines.push({ key, label: perChild ? `${label} (${each(guestCount, b[key])})` : label, cents: b[key] });
  }
  if (b.largeGroupDiscount > 0) {
    lines.push({ key: 'largeGroupDiscount', label: 'Large Group Discount Applied', cents: -b.largeGroupDiscount });
  }
  const discount = promo?.discountCents ?? 0;
  if (discount > 0) {
    lines.push(
      { key: 'subtotal', label: 'Subtotal', cents: quote.totalPrice },
      { key: 'promoDiscount', label: promo?.code ? `Discount (${promo.code})` : 'Discount', cents: -discount },
    );
  }
  lines.push({ key: 'total', label: 'Total', cents: finalAmountCents(quote.totalPrice, discount) });
  if (payment) {
    lines.push(
      { key: 'paid', label: 'Paid', cents: payment.paidCents },
      { key: 'balanceDue', label: 'Balance due', cents: payment.balanceDueCents },
    );
  }
  return lines;
}

/**
 * "5 × $15.00": how many, and the price of one taken from the amount charged, so a booking priced before a change to
 * the table still reads true.
 */
const each = (count: number, cents: number) => `${count} × ${formatUsd(Math.round(cents / count))}`;

/** "$1,234.50", or "−$50.00" (a minus sign, not a hyphen) for a discount line. */
export const signedUsd = (cents: number): string => (cents < 0 ? `−${formatUsd(-cents)}` : formatUsd(cents));
