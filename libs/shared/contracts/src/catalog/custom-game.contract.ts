import type { SpaceType } from './catalog.contract';
import { waitTime } from '../words/wait-time.words';

/**
 * Custom games (docs/product/api.md#entities, docs/product/pages.md#custom-games): apart from the catalogue so the
 * pages that only list games load none of it.
 */

/**
 * docs/product/api.md#entities custom game submission, as the SPA sends it (the fixed fields are set by the server
 * too).
 */
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

export const CUSTOM_GAME_RULES = {
  nameMax: 80,
  descriptionMax: 2000,
  equipmentMaxItems: 20,
  equipmentItemMax: 80,
} as const;

export const CUSTOM_GAME_MESSAGES = {
  name: 'Game name is required',
  description: 'Game description is required',
  nameTooLong: `Game name must be at most ${CUSTOM_GAME_RULES.nameMax} characters`,
  descriptionTooLong: `Game description must be at most ${CUSTOM_GAME_RULES.descriptionMax} characters`,
  equipment: 'Equipment must be a list of items',
  equipmentTooMany: `List at most ${CUSTOM_GAME_RULES.equipmentMaxItems} equipment items`,
  equipmentItemTooLong: `Each equipment item must be at most ${CUSTOM_GAME_RULES.equipmentItemMax} characters`,
  tooMany: (seconds: number) => `Too many game ideas sent at once. Please try again in ${waitTime(seconds)}.`,
} as const;

/**
 * docs/product/api.md#entities: the fields a submission does not choose; the server sets them whatever the client
 * sends.
 */
export const CUSTOM_GAME_FIXED = {
  ageRange: 'All ages',
  spaceRequired: 'Standard space',
  spaceType: 'both',
  difficulty: 2,
  estimatedDuration: 15,
  parentName: 'Anonymous',
  parentEmail: 'anonymous@example.com',
  specialInstructions: null,
} as const;

/**
 * How an approved custom game appears in the public games list: the submission form asks no player counts, so it
 * takes the whole range the booking form allows (4 to 50 children), and one shared piece of artwork.
 */
export const CUSTOM_GAME_LISTING = {
  minPlayers: 4,
  maxPlayers: 50,
  imageUrl: '/images/games/custom-game.svg',
} as const;
