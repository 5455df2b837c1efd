/** Money is integer cents inside; dollars with 2 decimals at the edges ("400.00"). */
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

/**
 * One formatter per style, made once, on first use: building an Intl.NumberFormat costs far more than formatting with
 * one, and the first one built in a page loads the locale's data (some 80 ms on a throttled phone), which at import
 * time lengthened /booking's start-up task though its first screen shows no price.
 */
const formatters: { [fractionDigits in 0 | 2]?: Intl.NumberFormat } = {};
const usd = (fractionDigits: 0 | 2) =>
  (formatters[fractionDigits] ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }));

/** "$1,234.50"; whole-dollar amounts drop the cents ("$199") when `compact`. */
export function formatUsd(cents: number, compact = false): string {
  const dollars = cents / 100;
  return usd(compact && Number.isInteger(dollars) ? 0 : 2).format(dollars);
}

/** Parses "400", "400.5" or "400.50" into cents; undefined when it is not a non-negative amount. */
export function dollarsToCents(value: string | number): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}

/** Parses the api's signed dollars ("-25.00" for a discount line) into cents; undefined when it is not an amount. */
export function signedDollarsToCents(value: string): number | undefined {
  const text = value.trim();
  const cents = dollarsToCents(text.replace(/^-/, ''));
  return cents === undefined ? undefined : text.startsWith('-') ? -cents : cents;
}
