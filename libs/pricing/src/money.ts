/** Money is integer cents inside; dollars with 2 decimals at the edges ("400.00"). */
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

/**
 * One formatter per number of decimals, made when first used: `toLocaleString` with options builds a new
 * Intl.NumberFormat on every call, which cost a phone most of a 50 ms task for the three package cards on `/`.
 */
const usdFormatters = new Map<number, Intl.NumberFormat>();
function usdFormatter(fractionDigits: number): Intl.NumberFormat {
  let formatter = usdFormatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    usdFormatters.set(fractionDigits, formatter);
  }
  return formatter;
}

/** "$1,234.50"; whole-dollar amounts drop the cents ("$199") when `compact`. */
export function formatUsd(cents: number, compact = false): string {
  const dollars = cents / 100;
  return usdFormatter(compact && Number.isInteger(dollars) ? 0 : 2).format(dollars);
}

/** Parses "400", "400.5" or "400.50" into cents; undefined when it is not a non-negative amount. */
export function dollarsToCents(value: string | number): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}
