import type { ReactNode } from 'react';
import { renderWithProviders } from '@/testing/render.testing';
import { BookingWizard, type BookingWizardProps } from '../components/booking-wizard.component';
import type { PaymentSlotProps } from '../components/complete-booking-dialog.component';
import type { BookingFormValues } from '../form/booking-form';
import { loadBookingValidation } from '../form/use-booking-validation.hook';
import { loadLaterStepsForm } from '../form/use-later-steps-form.hook';
import type { WizardStep } from '../state/wizard-step.atom';
import { GAMES, SITE, seedDraft } from './wizard.fixtures';

// The page loads the validators' and the later steps' form's chunks as the first game is picked, well before Next is
// pressed; a test clicks at once.
await Promise.all([loadBookingValidation(), loadLaterStepsForm()]);

/**
 * The wizard as /booking composes it, with the catalogue loaded; `draft`: the step and answers a parent left in this
 * tab; `payment`: what stands in for the payment area after submit; `from`: the package chosen on /packages, the
 * signed-in parent, the waiting list's join and offer.
 */
export const renderWizard = (
  draft?: { step: WizardStep; values?: BookingFormValues },
  payment: (props: PaymentSlotProps) => ReactNode = () => <p>The payment area</p>,
  from: Pick<
    BookingWizardProps,
    'chosenPackage' | 'onLeavePackage' | 'account' | 'carried' | 'onCarried' | 'waitlist' | 'offer'
  > = {},
) =>
  renderWithProviders(
    <BookingWizard games={GAMES} gamesLoading={false} gamesFailed={false} site={SITE} payment={payment} {...from} />,
    { seed: draft && ((store) => seedDraft(store, draft.step, draft.values)) },
  );
