import { packageTierOf, PRICE_TABLE, type PackageTierRange } from '@app/pricing';

/** The package a parent chose on /packages ("Book <package>"), carried into the wizard by /booking?package=<tier>. */
export interface ChosenPackage {
  name: string;
  gamesIncluded: number;
}

/**
 * How many games the running price is for: the games picked once they can be booked (3 or more), before that the
 * chosen package's games (or the smallest package), so the summary starts from what the parent came to book rather
 * than from a package no one can book.
 */
/**
 * The package a bookable number of games makes, when it is not the package the parent came for ("3 games is the $400
 * package: switch?"); null while the games fit the chosen package or are too few to book.
 */
export function packageSwitch(picked: number, chosen: ChosenPackage | null | undefined): PackageTierRange | null {
  if (!chosen || picked < PRICE_TABLE.minGames) return null;
  const wanted = packageTierOf(chosen.gamesIncluded);
  const made = packageTierOf(picked);
  return made.cents === wanted.cents ? null : made;
}

export function pricedGameCount(picked: number, chosen: ChosenPackage | null | undefined): number {
  if (picked >= PRICE_TABLE.minGames) return picked;
  return Math.max(chosen?.gamesIncluded ?? 0, PRICE_TABLE.minGames);
}
