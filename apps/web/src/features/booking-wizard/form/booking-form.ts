import { BOOKING_RULES, type GameIntensity, type GameRef } from '@app/contracts';
import type { ContactDetailsDraft } from '../state/contact-details.atom';
import type { EventDetailsDraft } from '../state/event-details.atom';
import type { VenueDetailsDraft } from '../state/venue-details.atom';
import type { WizardStep } from '../state/wizard-step.atom';

/** Everything the wizard's one form holds: the draft atoms side by side. */
export type BookingFormValues = { selectedGames: GameRef[]; intensity: GameIntensity } & EventDetailsDraft &
  ContactDetailsDraft &
  VenueDetailsDraft;

/** The fields each step owns (dotted paths as react-hook-form and the API's 400 `fields` name them). */
const STEP_FIELDS: Record<1 | 2 | 3, readonly string[]> = {
  1: ['selectedGames', 'intensity'],
  2: ['eventDate', 'eventTime', 'guestCount', 'eventType'],
  3: [
    'parentName',
    'parentEmail',
    'parentPhone',
    'childName',
    'childAge',
    'eventTheme',
    'location.address',
    'location.city',
    'location.state',
    'location.zipCode',
    'location.spaceDetails',
    'addOns',
    'specialRequests',
  ],
};

/** The step that holds a field, for taking the parent back to the first field the server refused. */
export function stepOfField(path: string): WizardStep {
  const owner = ([1, 2, 3] as const).find((step) =>
    STEP_FIELDS[step].some((f) => path === f || path.startsWith(`${f}.`)),
  );
  return owner ?? 3;
}

/**
 * A step may be left forward when none of its fields has a message (docs/product/validation.md#validation step gating).
 */
export function isStepValid(step: WizardStep, errors: Record<string, string>): boolean {
  if (step > 3) return Object.keys(errors).length === 0;
  return !Object.keys(errors).some((path) => stepOfField(path) === step);
}

/** docs/product/pages.md#routes step 1: how many more games are needed before Next opens. */
export const gamesMissing = (count: number) => Math.max(0, BOOKING_RULES.gamesMin - count);
