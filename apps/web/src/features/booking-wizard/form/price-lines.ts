import type { PricingResult } from '@app/contracts';
import { ADD_ON_KEYS, dollarsToCents, PRICE_TABLE, type PriceQuote } from '@app/pricing';

export interface PriceLine {
  label: string;
  cents: number;
}

/** The breakdown as lines to show, only those that cost something (the package always shows). */
export function priceLines(q: PriceQuote, guestCount: number): PriceLine[] {
  const extraChildren = Math.max(0, guestCount - PRICE_TABLE.includedChildren);
  const lines: PriceLine[] = [{ label: `Package (${q.gameCount} games)`, cents: q.breakdown.package }];
  if (q.breakdown.extraGuests > 0) {
    lines.push({
      label: `Extra children (${extraChildren} beyond ${PRICE_TABLE.includedChildren})`,
      cents: q.breakdown.extraGuests,
    });
  }
  for (const key of ADD_ON_KEYS) {
    if (q.breakdown[key] > 0) lines.push({ label: PRICE_TABLE.addOns[key].label, cents: q.breakdown[key] });
  }
  // DESIGN §4.3: a real line only while the configured discount is above 0.
  if (q.breakdown.largeGroupDiscount > 0) {
    lines.push({ label: 'Large Group Discount Applied', cents: -q.breakdown.largeGroupDiscount });
  }
  return lines;
}

const cents = (dollars: string) => dollarsToCents(dollars) ?? 0;

/** The server's pricing result (dollar strings) as a quote in cents, so both render the same way. */
export const quoteFromResult = (p: PricingResult): PriceQuote => ({
  basePrice: cents(p.basePrice),
  totalPrice: cents(p.totalPrice),
  gameCount: p.gameCount,
  totalDuration: p.totalDuration,
  breakdown: {
    package: cents(p.breakdown.package),
    extraGuests: cents(p.breakdown.extraGuests),
    largeGroupDiscount: cents(p.breakdown.largeGroupDiscount),
    photography: cents(p.breakdown.photography),
    videography: cents(p.breakdown.videography),
    customShirts: cents(p.breakdown.customShirts),
    customAwards: cents(p.breakdown.customAwards),
  },
});

/** "1 h 45 min" for the event length. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}
