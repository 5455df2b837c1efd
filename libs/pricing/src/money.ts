/** Money is integer cents inside; dollars with 2 decimals at the edges ("400.00"). */
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

/** "$1,234.50"; whole-dollar amounts drop the cents ("$199") when `compact`. */
export function formatUsd(cents: number, compact = false): string {
  const dollars = cents / 100;
  const fraction = compact && Number.isInteger(dollars) ? 0 : 2;
  return dollars.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  });
}

/** Parses "400", "400.5" or "400.50" into cents; undefined when it is not a non-negative amount. */
export function dollarsToCents(value: string | number): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}
