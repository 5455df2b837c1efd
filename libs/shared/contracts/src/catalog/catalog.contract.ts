/**
 * Catalogue shapes (docs/product/api.md#entities) and lists (docs/product/constants.md#business-constants-and-limits)
 * shared by the API and the SPA.
 */
export const SPACE_TYPES = ['indoor', 'outdoor', 'both'] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];
export const SPACE_TYPE_LABELS: Record<SpaceType, string> = {
  indoor: 'Indoor',
  outdoor: 'Outdoor',
  both: 'Indoor/Outdoor',
};

export const GALLERY_CATEGORIES = ['all', 'action', 'awards', 'shirts', 'equipment'] as const;
export type GalleryFilter = (typeof GALLERY_CATEGORIES)[number];
export type GalleryCategory = Exclude<GalleryFilter, 'all'>;
export const GALLERY_CATEGORY_LABELS: Record<GalleryFilter, string> = {
  all: 'All',
  action: 'Action',
  awards: 'Awards',
  shirts: 'Shirts',
  equipment: 'Equipment',
};

/** Minimum-players filter: any, 4+, 6+, 8+, 10+. */
export const MIN_PLAYER_OPTIONS = [
  { value: 'any', label: 'Any', minPlayers: undefined },
  { value: '4', label: '4+', minPlayers: 4 },
  { value: '6', label: '6+', minPlayers: 6 },
  { value: '8', label: '8+', minPlayers: 8 },
  { value: '10', label: '10+', minPlayers: 10 },
] as const;

/**
 * How many games the catalogue offers as shipped (the seed's, checked by seed-data.spec): the one figure the hero,
 * the games page, the about page, the process steps and the wizard's step 1 all show.
 */
export const CATALOGUE_GAME_COUNT = 20;

export type PackageTier = 1 | 2 | 3;
/** Button style by tier: 1 blue, 2 gold, 3 red. */
export const TIER_COLORS: Record<PackageTier, 'blue' | 'amber' | 'red'> = { 1: 'blue', 2: 'amber', 3: 'red' };

/** Game difficulty label: 2 or less Easy, 3 Medium, above 3 Challenging. */
export function difficultyLabel(difficulty: number): 'Easy' | 'Medium' | 'Challenging' {
  if (difficulty <= 2) return 'Easy';
  if (difficulty <= 3) return 'Medium';
  return 'Challenging';
}

export interface Package {
  id: number;
  name: string;
  /** Dollars as a string with 2 decimals, e.g. "400.00". */
  basePrice: string;
  description: string;
  /** Minutes. */
  duration: number;
  gamesIncluded: number;
  features: string[];
  tier: PackageTier;
  popular: boolean;
}

export interface Game {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  difficulty: number;
  minPlayers: number;
  maxPlayers: number;
  spaceRequired: string;
  spaceType: SpaceType;
  duration: number;
  ageRange: string;
  skills: string[];
  equipment: string[];
  /**
   * True for an approved community submission (docs/product/pages.md#custom-games) joining the public list. Custom
   * games share the games' id sequence, so an id names exactly one game whichever table it lives in.
   */
  custom?: boolean;
}

/**
 * GET /api/games filters. A group of N to M children can play a game when the ranges overlap:
 * minPlayers=N keeps games whose maxPlayers >= N (playable by N or more children), maxPlayers=M keeps games whose
 * minPlayers <= M. spaceType=indoor or outdoor also keeps games marked both; spaceType=both keeps only those.
 */
export interface GamesQuery {
  spaceType?: SpaceType;
  minPlayers?: number;
  maxPlayers?: number;
}

export interface GalleryImage {
  id: number;
  title: string;
  imageUrl: string;
  category: GalleryCategory;
  featured: boolean;
}

export interface Testimonial {
  id: number;
  parentName: string;
  parentInitial: string;
  role: string;
  rating: number;
  review: string;
  eventType: string;
  /** Chosen for the home page (GET /api/testimonials?featured=true). */
  featured?: boolean;
  /** One of the site's seeded samples, not a parent's review: shown labelled as an example, never beside a rating. */
  sample?: boolean;
}

/** Limits of the catalogue query parameters, and the 400 messages that name the parameter. */
export const CATALOG_QUERY_RULES = { playersMin: 1, playersMax: 100 } as const;
export const CATALOG_QUERY_MESSAGES = {
  spaceType: `spaceType must be one of ${SPACE_TYPES.join(', ')}`,
  minPlayers: `minPlayers must be a whole number from ${CATALOG_QUERY_RULES.playersMin} to ${CATALOG_QUERY_RULES.playersMax}`,
  maxPlayers: `maxPlayers must be a whole number from ${CATALOG_QUERY_RULES.playersMin} to ${CATALOG_QUERY_RULES.playersMax}`,
  playersRange: 'maxPlayers must not be less than minPlayers',
  featured: 'featured must be true or false',
} as const;

/** "Red Light, Green Light" → "red-light-green-light": the slug that names a game's or image's artwork file. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const gameImageUrl = (name: string) => `/images/games/${slugify(name)}.svg`;
export const galleryImageUrl = (title: string) => `/images/gallery/${slugify(title)}.svg`;
