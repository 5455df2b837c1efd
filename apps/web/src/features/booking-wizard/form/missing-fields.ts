import type { WizardStep } from '../state/wizard-step.atom';
import { stepOfField } from './booking-form';

/** What each field of steps 2 and 3 is called on screen, for saying which are still needed. */
const FIELD_LABELS: Record<string, string> = {
  eventDate: 'Event date',
  eventTime: 'Event time',
  guestCount: 'Number of children',
  eventType: 'Event type',
  parentName: 'Parent name',
  parentEmail: 'Email',
  parentPhone: 'Phone',
  childName: 'Child name',
  childAge: 'Child age',
  eventTheme: 'Theme',
  'location.address': 'Street address',
  'location.city': 'City',
  'location.state': 'State',
  'location.zipCode': 'ZIP code',
  'location.spaceDetails': 'Space details',
  specialRequests: 'Special requests',
};

/**
 * Why Next is disabled on steps 2 and 3: "Still needed: Event date, Event type." from the DTO's messages for the step's
 * own fields, in the order they are on screen; undefined when none is missing.
 */
export function missingFieldsHint(step: WizardStep, errors: Record<string, string>): string | undefined {
  const missing = Object.keys(FIELD_LABELS).filter((path) => errors[path] && stepOfField(path) === step);
  return missing.length ? `Still needed: ${missing.map((path) => FIELD_LABELS[path]).join(', ')}.` : undefined;
}
