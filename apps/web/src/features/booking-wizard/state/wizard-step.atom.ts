import { oneOf } from './draft-shape';
import { draftAtom } from './draft-storage';

/** The step on screen (1-5, docs/product/pages.md#routes /booking): a reload returns to it. */
export type WizardStep = 1 | 2 | 3 | 4 | 5;
export const wizardStepAtom = draftAtom<WizardStep>('step', 1, oneOf([1, 2, 3, 4, 5]));
