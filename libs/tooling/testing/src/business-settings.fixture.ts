import type { BusinessSettings } from '@app/contracts';

/**
 * The business's settings as first run leaves them (the shipped placeholders, the defaults' rules), for the documents'
 * and e-mails' tests and the SPA's. Its only import is a type: the SPA's Vitest loads this file on its own (alias
 * `@app/business-settings-fixture`), without the Node code the rest of libs/tooling/testing pulls in.
 */
export const businessSettingsFixture: BusinessSettings = {
  businessName: 'Champions Party',
  phone: '(555) 123-4567',
  email: 'hello@championsparty.com',
  postalAddress: '',
  serviceArea: 'Greater Metro Area',
  serviceStates: ['TX'],
  serviceZipPrefixes: [],
  timeZone: 'America/Chicago',
  facebookUrl: null,
  instagramUrl: null,
  googleReviewUrl: null,
  twitterUrl: null,
  taxNote: '',
  cancellationFeePercent: 3,
  holdMinutes: 60,
  minimumNoticeHours: 24,
  waitlistOfferMinutes: 120,
  rosterRetentionDays: 30,
  albumRetentionDays: 90,
};
