import type { BusinessSettings } from './settings.contract';

/**
 * The close of the e-mails a parent gets about a booking, as its paragraphs: how to reach the business, and its name
 * as saved in Settings. `ask` opens the line ("Questions?", "Questions, or would you like another date?").
 */
export const emailSignOff = (
  business: Pick<BusinessSettings, 'phone' | 'email' | 'businessName'>,
  ask = 'Questions?',
): string[] => [`${ask} Call us at ${business.phone} or write to ${business.email}.`, business.businessName];
