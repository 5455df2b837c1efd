import { type PriceLine, type PriceLineKey, signedUsd } from '@app/pricing';
import { html, SafeHtml } from './html';

/** One row of a document's price table. */
export interface PriceRow {
  label: string;
  /** Signed: a discount is negative. */
  cents: number;
  /** `sum` rows close a block (subtotal, total); `minor` rows are context (paid so far). */
  style?: 'sum' | 'minor';
}

const STYLES: Partial<Record<PriceLineKey, PriceRow['style']>> = {
  subtotal: 'sum',
  total: 'sum',
  balanceDue: 'sum',
  paid: 'minor',
};

/** A booking's priceLines() as table rows: the labels every other rendering shows, with the sums set off. */
export const priceRows = (lines: PriceLine[]): PriceRow[] =>
  lines.map(({ label, cents, key }) => ({ label, cents, style: STYLES[key] }));

export function priceTable(rows: PriceRow[]): SafeHtml {
  return html`<table class="lines">
    ${rows.map(
      (row) =>
        html`<tr class="${row.style ?? ''}">
          <td>${row.label}</td>
          <td class="amount">${signedUsd(row.cents)}</td>
        </tr>`,
    )}
  </table>`;
}
