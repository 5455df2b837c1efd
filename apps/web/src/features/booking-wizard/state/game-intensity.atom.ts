import { GAME_INTENSITIES, type GameIntensity } from '@app/contracts';
import { oneOf } from './draft-shape';
import { draftAtom } from './draft-storage';

/**
 * Step 1: how competitive the games are run (docs/product/constants.md#business-constants-and-limits default medium,
 * docs/product/booking.md#step-1-games).
 */
export const gameIntensityAtom = draftAtom<GameIntensity>(
  'intensity',
  'medium',
  oneOf(GAME_INTENSITIES.map((intensity) => intensity.value)),
);
