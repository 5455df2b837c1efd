import { isEmail } from './email';
import { waitTime } from './wait-time';
/** SPEC §3 (subjects) and §5 (contact form rules): the one place both the API and the SPA read them from. */
export const CONTACT_SUBJECTS = [
  { value: 'booking', label: 'New Booking Inquiry' },
  { value: 'existing', label: 'Existing Booking Question' },
  { value: 'pricing', label: 'Pricing Information' },
  { value: 'games', label: 'Game Options' },
  { value: 'special', label: 'Special Requirements' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];
export const CONTACT_SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as ContactSubject[];

export const CONTACT_RULES = {
  nameMin: 2,
  messageMin: 10,
  nameMax: 120,
  emailMax: 254,
  messageMax: 5000,
} as const;

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Please select a subject',
  message: 'Message must be at least 10 characters',
  nameTooLong: 'Name must be at most 120 characters',
  messageTooLong: 'Message must be at most 5000 characters',
  tooMany: (seconds: number) =>
    `Too many messages sent from your connection. Please try again in ${waitTime(seconds)}, or give us a call.`,
} as const;

export interface ContactMessageRequest {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

export type ContactMessageErrors = Partial<Record<keyof ContactMessageRequest, string>>;

/**
 * SPEC §5 contact rules as one pure check, for the SPA's live validation; the API's DTO applies the same
 * CONTACT_RULES and CONTACT_MESSAGES. Empty result = valid.
 */
export function validateContactMessage(input: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): ContactMessageErrors {
  const errors: ContactMessageErrors = {};
  const name = input.name.trim();
  const message = input.message.trim();
  if (name.length < CONTACT_RULES.nameMin) errors.name = CONTACT_MESSAGES.name;
  else if (name.length > CONTACT_RULES.nameMax) errors.name = CONTACT_MESSAGES.nameTooLong;
  if (!isEmail(input.email.trim())) errors.email = CONTACT_MESSAGES.email;
  if (!CONTACT_SUBJECT_VALUES.includes(input.subject as ContactSubject)) errors.subject = CONTACT_MESSAGES.subject;
  if (message.length < CONTACT_RULES.messageMin) errors.message = CONTACT_MESSAGES.message;
  else if (message.length > CONTACT_RULES.messageMax) errors.message = CONTACT_MESSAGES.messageTooLong;
  return errors;
}
