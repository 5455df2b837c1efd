import { formatUsd } from './money';
import { AddOnKey, PRICE_TABLE } from './price-table';

/*
 * The prices the marketing pages show without a quote (package cards, add-on tiles). Kept apart from `quote()` so
 * those pages load these few lines, not the whole price computation, which only the booking wizard needs.
 */

export function packagePriceCents(gameCount: number): number {
  return packageTierOf(gameCount).cents;
}

/** A package as the game counts it covers: `maxGames` null when there is no upper bound. */
export interface PackageTierRange {
  minGames: number;
  maxGames: number | null;
  cents: number;
}

/** The package a game count books, with its range of games (the wizard's running price, "Book <package>"). */
export function packageTierOf(gameCount: number): PackageTierRange {
  const tiers = PRICE_TABLE.packageTiers;
  const i = tiers.findIndex((tier) => gameCount >= tier.minGames);
  return {
    minGames: Math.max(tiers[i].minGames, PRICE_TABLE.minGames),
    maxGames: i === 0 ? null : tiers[i - 1].minGames - 1,
    cents: tiers[i].cents,
  };
}

/** "3 games", "4-5 games", "6 or more games". */
export function gameRangeLabel({ minGames, maxGames }: PackageTierRange): string {
  if (maxGames === null) return `${minGames} or more games`;
  return minGames === maxGames ? `${minGames} games` : `${minGames}-${maxGames} games`;
}

/** "+$199" or "+$25 per child": labels render from the same table that charges. */
export function addOnPriceLabel(key: AddOnKey): string {
  const addOn = PRICE_TABLE.addOns[key];
  const dollars = `+${formatUsd(addOn.cents, true)}`;
  return addOn.perChild ? `${dollars} per child` : dollars;
}

/** "Up to 15 children included; $15 for each extra child": the package cards and the wizard say it the same way. */
export function childrenIncludedLabel(): string {
  return `Up to ${PRICE_TABLE.includedChildren} children included; ${formatUsd(PRICE_TABLE.extraChildCents, true)} for each extra child`;
}

/** Said wherever a price is added up (the running price, the review, the terms). */
export const TAX_NOTE = 'Tax, if applicable, is not included.';
