import { GAME_INTENSITIES, type GameIntensity } from '@app/contracts';
import { oneOf } from './draft-shape';
import { draftAtom } from './draft-storage';

/** Step 1: how competitive the games are run (SPEC §9 default medium, DESIGN §4.10). */
export const gameIntensityAtom = draftAtom<GameIntensity>(
  'intensity',
  'medium',
  oneOf(GAME_INTENSITIES.map((intensity) => intensity.value)),
);
