import { durationMinutes, packagePriceCents } from '@app/pricing';
import type { PackageEntity } from '../entities/package.entity';

type PackageSeed = Omit<PackageEntity, 'id' | 'basePriceCents' | 'durationMinutes'>;

const PACKAGES: PackageSeed[] = [
  {
    slug: 'classic-champions',
    name: 'Classic Champions',
    description:
      'Everything you need for an unforgettable party: a professional MC, three games and a real awards ceremony.',
    gamesIncluded: 3,
    features: [
      'Professional MC host',
      '3 structured competition games',
      'All game equipment provided',
      'Medals for every player',
      'Awards ceremony',
      'Setup and cleanup included',
    ],
    tier: 1,
    popular: false,
  },
  {
    slug: 'ultimate-champions',
    name: 'Ultimate Champions',
    description:
      'Our most booked package: up to five games, team colours and a longer competition with a grand finale.',
    gamesIncluded: 5,
    features: [
      'Professional MC host',
      'Up to 5 structured competition games',
      'All game equipment provided',
      'Team colours and pinnies',
      'Trophies for the winners, medals for all',
      'Awards ceremony with podium',
      'Setup and cleanup included',
    ],
    tier: 2,
    popular: true,
  },
  {
    slug: 'grand-championship',
    name: 'Grand Championship',
    description:
      'The full championship day: six or more games, a live scoreboard and a ceremony worthy of the big leagues.',
    gamesIncluded: 6,
    features: [
      'Professional MC host plus assistant',
      '6 or more structured competition games',
      'All game equipment provided',
      'Team colours and pinnies',
      'Live scoreboard',
      'Champion trophy, medals and certificates for all',
      'Awards ceremony with podium and music',
      'Setup and cleanup included',
    ],
    tier: 3,
    popular: false,
  },
];

/** Price and duration come from the pricing rules (docs/product/money.md#package-price), never written here. */
export const PACKAGE_SEED: Omit<PackageEntity, 'id'>[] = PACKAGES.map((pkg) => ({
  ...pkg,
  basePriceCents: packagePriceCents(pkg.gamesIncluded),
  durationMinutes: durationMinutes(pkg.gamesIncluded),
}));
