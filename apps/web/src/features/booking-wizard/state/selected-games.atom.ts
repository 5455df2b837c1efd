import { parseGameRef, type GameRef } from '@app/contracts';
import { listOf } from './draft-shape';
import { draftAtom } from './draft-storage';

/** Step 1: the games picked, in the order they were picked (catalogue ids or "custom-<id>"). */
export const selectedGamesAtom = draftAtom<GameRef[]>(
  'games',
  [],
  listOf((ref) => parseGameRef(ref) !== undefined),
);
