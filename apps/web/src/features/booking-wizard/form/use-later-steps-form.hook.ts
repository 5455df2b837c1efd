import { onDemand, useLoadedModule } from '@/lib/use-loaded-module.hook';

/**
 * The form of steps 2 to 4 (components/later-steps-form.component.tsx, with react-hook-form): not in the page's first
 * load, asked for with the first game picked. Once loaded the wizard draws it in the same render as its step, so a
 * Submit on a draft reopened at step 4 finds it there.
 */
const laterStepsForm = onDemand(() => import('../components/later-steps-form.component'));
export const loadLaterStepsForm = laterStepsForm.load;

/** The form's component once `needed` (undefined until its chunk arrives). */
export const useLaterStepsForm = (needed: boolean) => useLoadedModule(laterStepsForm, needed)?.LaterStepsForm;
