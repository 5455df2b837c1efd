/** Money is integer cents inside; dollars with 2 decimals at the edges ("400.00"). */
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

/**
 * "$1,234.50"; whole-dollar amounts drop the cents ("$199") when `compact`. Written out rather than with
 * Intl.NumberFormat: the first formatter a page builds loads the locale's data, one long task of some 100 ms on a
 * throttled phone when /booking first draws its prices, for a format that never changes (en-US dollars).
 */
export function formatUsd(cents: number, compact = false): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = compact && whole % 100 === 0 ? '' : `.${String(whole % 100).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}$${dollars}${fraction}`;
}

/**
 * The api's dollars ("1234.50", "-25.00") as every amount reads, through formatUsd: "$1,234.50". For the words that
 * are handed an amount the api sent rather than cents; something that is not an amount reads as nothing, "$0.00".
 */
export function formatDollars(dollars: string | null | undefined): string {
  return formatUsd(signedDollarsToCents(dollars ?? '0') ?? 0);
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
