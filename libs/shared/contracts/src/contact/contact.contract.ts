import { waitTime } from '../words/wait-time.words';
/**
 * docs/product/api.md#entities (subjects) and docs/product/validation.md#validation (contact form rules): the one place
 * both the API and the SPA read them from.
 */
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
