import type { BookingEntity } from '@app/bookings';
import { ADD_ON_KEYS, formatUsd, PRICE_TABLE } from '@app/pricing';
import { html, SafeHtml } from './html';

export interface PriceLine {
  label: string;
  /** Signed: a discount is negative. */
  cents: number;
  /** `sum` rows close a block (subtotal, total); `minor` rows are context (paid so far). */
  style?: 'sum' | 'minor';
}

/**
 * The booking's price as the server stored it (never recomputed: a later price change must not rewrite a receipt):
 * package, extra children, each chosen add-on, the large-group discount, the subtotal, the promo and the total.
 */
export function bookingPriceLines(b: BookingEntity, gameCount: number): PriceLine[] {
  const extraChildren = Math.max(0, b.guestCount - PRICE_TABLE.includedChildren);
  const lines: PriceLine[] = [{ label: `Package (${gameCount} games)`, cents: b.packageCents }];
  if (b.extraGuestsCents) {
    const each = formatUsd(PRICE_TABLE.extraChildCents);
    lines.push({ label: `Extra children (${extraChildren} × ${each})`, cents: b.extraGuestsCents });
  }
  for (const key of ADD_ON_KEYS.filter((k) => b.addOns[k])) {
    const addOn = PRICE_TABLE.addOns[key];
    const label = addOn.perChild ? `${addOn.label} (${b.guestCount} children)` : addOn.label;
    lines.push({ label, cents: b[`${key}Cents`] });
  }
  if (b.largeGroupDiscountCents) lines.push({ label: 'Large-group discount', cents: -b.largeGroupDiscountCents });
  if (!b.promoCode && !b.promoDiscountCents) return [...lines, { label: 'Total', cents: b.totalCents, style: 'sum' }];
  return [
    ...lines,
    { label: 'Subtotal', cents: b.totalCents, style: 'sum' },
    { label: `Promo code ${b.promoCode ?? ''}`.trim(), cents: -b.promoDiscountCents },
    { label: 'Total', cents: b.finalCents, style: 'sum' },
  ];
}

/** "$1,234.50", or "−$50.00" for a discount. */
export const signedUsd = (cents: number): string => (cents < 0 ? `−${formatUsd(-cents)}` : formatUsd(cents));

export function priceTable(lines: PriceLine[]): SafeHtml {
  return html`<table class="lines">
    ${lines.map(
      (line) =>
        html`<tr class="${line.style ?? ''}">
          <td>${line.label}</td>
          <td class="amount">${signedUsd(line.cents)}</td>
        </tr>`,
    )}
  </table>`;
}
