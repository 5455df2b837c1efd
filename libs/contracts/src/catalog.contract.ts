/** Catalogue shapes (SPEC §3) and lists (SPEC §9) shared by the API and the SPA. */
export const SPACE_TYPES = ['indoor', 'outdoor', 'both'] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];
export const SPACE_TYPE_LABELS: Record<SpaceType, string> = { indoor: 'Indoor', outdoor: 'Outdoor', both: 'Indoor/Outdoor' };

export const GALLERY_CATEGORIES = ['all', 'action', 'awards', 'shirts', 'equipment'] as const;
export type GalleryFilter = (typeof GALLERY_CATEGORIES)[number];
export type GalleryCategory = Exclude<GalleryFilter, 'all'>;

/** Minimum-players filter: any, 4+, 6+, 8+, 10+. */
export const MIN_PLAYER_OPTIONS = [
  { value: 'any', label: 'Any', minPlayers: undefined },
  { value: '4', label: '4+', minPlayers: 4 },
  { value: '6', label: '6+', minPlayers: 6 },
  { value: '8', label: '8+', minPlayers: 8 },
  { value: '10', label: '10+', minPlayers: 10 },
] as const;

export const PACKAGE_TIERS = [1, 2, 3] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];
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
}

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
}

/** SPEC §3 custom game submission, as the SPA sends it (the fixed fields are set by the server too). */
export interface CustomGameRequest {
  name: string;
  description: string;
  equipment: string[];
}

export interface CustomGame {
  id: number;
  name: string;
  description: string;
  equipment: string[];
  ageRange: string;
  spaceRequired: string;
  spaceType: SpaceType;
  difficulty: number;
  estimatedDuration: number;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

export const CUSTOM_GAME_MESSAGES = {
  name: 'Game name is required',
  description: 'Game description is required',
  nameTooLong: 'Game name must be at most 80 characters',
  descriptionTooLong: 'Game description must be at most 2000 characters',
} as const;
