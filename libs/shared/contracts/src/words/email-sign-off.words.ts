import { isPlaceholder, type BusinessSettings } from '../settings/settings.contract';

/**
 * The close of the e-mails a parent gets about a booking, as its paragraphs: how to reach the business, and its name
 * as saved in Settings. `ask` opens the line ("Questions?", "Questions, or would you like another date?"). A phone
 * still at its placeholder is left out, as the documents leave it out: a parent would call a number that is not ours.
 */
export const emailSignOff = (
  business: Pick<BusinessSettings, 'phone' | 'email' | 'businessName'>,
  ask = 'Questions?',
): string[] => [
  isPlaceholder('phone', business.phone)
    ? `${ask} Write to us at ${business.email}.`
    : `${ask} Call us at ${business.phone} or write to ${business.email}.`,
  business.businessName,
];
