import { ADD_ON_KEYS, AddOnKey, PRICE_TABLE } from './price-table';
import { dollarsToCents } from './money';
import { packagePriceCents } from './shown-prices';

export type AddOnSelection = Record<AddOnKey, boolean>;

export interface PriceInput {
  gameCount: number;
  guestCount: number;
  addOns: Partial<AddOnSelection>;
}

/**
 * The prices that are configuration rather than table (LARGE_GROUP_DISCOUNT_PERCENT). The api reads them from its
 * config and the SPA from GET /api/site, so both compute the same total.
 */
export interface PricingSettings {
  /**
   * Percentage off the whole total for 20+ children; 0 keeps the
   * docs/product/constants.md#business-constants-and-limits total exactly.
   */
  largeGroupDiscountPercent: number;
}

/** docs/product/api.md#entities pricing result, in cents. */
export interface PriceQuote {
  basePrice: number;
  totalPrice: number;
  breakdown: { package: number; extraGuests: number; largeGroupDiscount: number } & Record<AddOnKey, number>;
  gameCount: number;
  totalDuration: number;
}

/** A quote as the api sends it (docs/product/api.md#entities pricing result: dollars with 2 decimals). */
export interface DollarQuote {
  basePrice: string;
  totalPrice: string;
  breakdown: Record<keyof PriceQuote['breakdown'], string>;
  gameCount: number;
  totalDuration: number;
}

/** The api's pricing result back in cents, so the SPA renders it as it renders its own quote. */
export function quoteFromDollars(p: DollarQuote): PriceQuote {
  const breakdown = Object.fromEntries(
    Object.entries(p.breakdown).map(([key, dollars]) => [key, cents(dollars)]),
  ) as PriceQuote['breakdown'];
  return {
    basePrice: cents(p.basePrice),
    totalPrice: cents(p.totalPrice),
    breakdown,
    gameCount: p.gameCount,
    totalDuration: p.totalDuration,
  };
}

const cents = (dollars: string) => dollarsToCents(dollars) ?? 0;

function addOnCents(key: AddOnKey, guestCount: number): number {
  const addOn = PRICE_TABLE.addOns[key];
  return addOn.perChild ? addOn.cents * guestCount : addOn.cents;
}

/** 90 min + 15 min per game beyond 3 + 20 min when more than 5 games. */
export function durationMinutes(gameCount: number): number {
  const d = PRICE_TABLE.duration;
  const extraGames = Math.max(0, gameCount - d.includedGames);
  return (
    d.baseMinutes + extraGames * d.perExtraGameMinutes + (gameCount > d.longEventGames ? d.longEventExtraMinutes : 0)
  );
}

/** Total = package + extra-guest fee + add-ons (− the large-group discount when configured above 0). */
export function quote(
  { gameCount, guestCount, addOns }: PriceInput,
  { largeGroupDiscountPercent }: PricingSettings,
): PriceQuote {
  const pkg = packagePriceCents(gameCount);
  const extraGuests = Math.max(0, guestCount - PRICE_TABLE.includedChildren) * PRICE_TABLE.extraChildCents;
  const addOnPrices = Object.fromEntries(
    ADD_ON_KEYS.map((key) => [key, addOns[key] ? addOnCents(key, guestCount) : 0]),
  ) as Record<AddOnKey, number>;
  const subtotal = pkg + extraGuests + ADD_ON_KEYS.reduce((sum, key) => sum + addOnPrices[key], 0);
  const isLargeGroup = guestCount >= PRICE_TABLE.largeGroup.minChildren;
  const largeGroupDiscount = isLargeGroup ? Math.round((subtotal * largeGroupDiscountPercent) / 100) : 0;
  return {
    basePrice: pkg,
    totalPrice: subtotal - largeGroupDiscount,
    breakdown: { package: pkg, extraGuests, largeGroupDiscount, ...addOnPrices },
    gameCount,
    totalDuration: durationMinutes(gameCount),
  };
}
