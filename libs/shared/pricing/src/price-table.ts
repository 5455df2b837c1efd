/**
 * Every price and duration rule (docs/product/constants.md#business-constants-and-limits,
 * docs/product/money.md#add-ons, docs/product/money.md#package-price and docs/product/money.md#large-group), in cents.
 * The only place a price is written down: the package cards, the add-on labels, the wizard's summary, the API and the
 * receipts all read it.
 */
export const PRICE_TABLE = {
  /** Package price by number of games; the 6+ figure includes the $100 extra. */
  packageTiers: [
    { minGames: 6, cents: 80_000 },
    { minGames: 4, cents: 60_000 },
    { minGames: 0, cents: 40_000 },
  ],
  includedChildren: 15,
  extraChildCents: 1_500,
  addOns: {
    photography: { label: 'Professional Photography', cents: 19_900, perChild: false },
    videography: { label: 'Event Videography', cents: 29_900, perChild: false },
    customShirts: { label: 'Custom T-Shirts', cents: 2_500, perChild: true },
    customAwards: { label: 'Custom Awards', cents: 1_500, perChild: true },
  },
  /**
   * Groups this large get the configured discount (docs/product/money.md#large-group); its percentage is a setting, see
   * PricingSettings.
   */
  largeGroup: { minChildren: 20 },
  duration: {
    baseMinutes: 90,
    includedGames: 3,
    perExtraGameMinutes: 15,
    longEventGames: 5,
    longEventExtraMinutes: 20,
  },
  minGames: 3,
} as const;

export type AddOnKey = keyof typeof PRICE_TABLE.addOns;
export const ADD_ON_KEYS = Object.keys(PRICE_TABLE.addOns) as AddOnKey[];
