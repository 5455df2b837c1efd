import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import {
  BOOKING_RULES,
  CreateBookingDto,
  FORM_VALIDATOR_OPTIONS,
  withBusinessToday,
  type GameIntensity,
  type GameRef,
} from '@app/contracts';
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

function flatten(errors: ValidationError[], parent = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const first = error.constraints && Object.values(error.constraints)[0];
    if (first) out[path] = first;
    if (error.children?.length) Object.assign(out, flatten(error.children, path));
  }
  return out;
}

/**
 * Every message the API's DTO gives for the values as they are now, by field path, its day bounds included once the
 * business's `today` (yyyy-MM-dd, GET /api/site) is known: not before it, not past the booking horizon.
 */
export function bookingErrors(values: BookingFormValues, today: string | undefined): Record<string, string> {
  const dto = plainToInstance(CreateBookingDto, values);
  return flatten(validateSync(today ? withBusinessToday(dto, today) : dto, FORM_VALIDATOR_OPTIONS.validator));
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
