import { AddOnKey, PRICE_TABLE } from './price-table';

/*
 * The prices the marketing pages show without a quote (package cards, add-on tiles). Kept apart from `quote()` so
 * those pages load these few lines, not the whole price computation, which only the booking wizard needs.
 */

export function packagePriceCents(gameCount: number): number {
  return PRICE_TABLE.packageTiers.find((tier) => gameCount >= tier.minGames)!.cents;
}

/** "+$199" or "+$25 per child": labels render from the same table that charges. */
export function addOnPriceLabel(key: AddOnKey): string {
  const addOn = PRICE_TABLE.addOns[key];
  const dollars = `+$${(addOn.cents / 100).toFixed(addOn.cents % 100 ? 2 : 0)}`;
  return addOn.perChild ? `${dollars} per child` : dollars;
}
