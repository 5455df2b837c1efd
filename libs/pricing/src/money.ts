/** Money is integer cents inside; dollars with 2 decimals at the edges ("400.00"). */
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

/**
 * "$1,234.50"; whole-dollar amounts drop the cents ("$199") when `compact`. Written out rather than asked of
 * Intl.NumberFormat, which writes the same for US dollars in en-US: a page's first Intl formatter loads the locale
 * data, a 55-70 ms task on a phone (4× CPU), paid by `/` and `/packages` while adopting their price cards.
 */
export function formatUsd(cents: number, compact = false): string {
  const rounded = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(rounded / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = compact && Number.isInteger(cents / 100) ? '' : `.${String(rounded % 100).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}$${dollars}${fraction}`;
}

/** Parses "400", "400.5" or "400.50" into cents; undefined when it is not a non-negative amount. */
export function dollarsToCents(value: string | number): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}
