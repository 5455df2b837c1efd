import type { GameIntensity } from '@app/contracts';
import { draftAtom } from './draft-storage';

/** Step 1: how competitive the games are run (SPEC §9 default medium, DESIGN §4.10). */
export const gameIntensityAtom = draftAtom<GameIntensity>('intensity', 'medium');
