import { ALBUM_CLOSING_NOTICE_DAYS } from '../albums/albums.contract';
import { US_STATES, type UsState } from '../bookings/booking-lists.contract';
import type { ServedPlaces } from './service-area.contract';

/**
 * The business's own details and booking rules an admin edits (the Settings tab): GET and PUT /api/admin/settings.
 * Stored in PostgreSQL; until an admin saves them the environment's values stand (README "Configuration"). The site,
 * the e-mails and the documents read them as they are now, without a restart.
 */
export interface BusinessSettings {
  businessName: string;
  /** As people read it, "(512) 555-0142": shown on the site, in e-mails and documents. */
  phone: string;
  email: string;
  /** Where letters reach the business; blank until an admin gives one. */
  postalAddress: string;
  /** The service-area line shown on the site and in documents ("Austin, Round Rock and Georgetown"). */
  serviceArea: string;
  /** The states bookings are taken in (two-letter codes). */
  serviceStates: UsState[];
  /** The first 3 digits of the ZIP codes served within those states; none means every ZIP. */
  serviceZipPrefixes: string[];
  /** IANA time zone the business's days and clock times are in. */
  timeZone: string;
  facebookUrl: string | null;
  instagramUrl: string | null;
  twitterUrl: string | null;
  /** The business's Google review page, offered beside ours on the review page (docs/product/reviews.md). */
  googleReviewUrl: string | null;
  /** A line on receipts about tax ("Prices include sales tax."); blank for none. */
  taxNote: string;
  /** What a cancellation in time keeps of what was paid. */
  cancellationFeePercent: number;
  /** An unpaid booking holds its team this long. */
  holdMinutes: number;
  /** A start must be at least this far ahead. */
  minimumNoticeHours: number;
  /**
   * A freed time is held this long for the waiting family it is offered to, less when its day is near
   * (docs/product/waitlist.md#offers).
   */
  waitlistOfferMinutes: number;
  /**
   * A party's guest list (children's names, sizes, notes) is deleted this many days after the event
   * (docs/product/privacy.md#how-long-we-keep-it).
   */
  rosterRetentionDays: number;
  /** A party's album closes this many days after the event: its photos are deleted (docs/product/albums.md#retention). */
  albumRetentionDays: number;
}

export type SettingsField = keyof BusinessSettings;

/** How long a freed time is held for a waiting family until an admin sets it (docs/product/waitlist.md#offers). */
export const DEFAULT_WAITLIST_OFFER_MINUTES = 120;

/** Every setting, in the form's order (the audit, the form's field errors and the stored row list them so). */
export const SETTINGS_FIELDS: readonly SettingsField[] = [
  'businessName',
  'phone',
  'email',
  'postalAddress',
  'serviceArea',
  'serviceStates',
  'serviceZipPrefixes',
  'timeZone',
  'facebookUrl',
  'instagramUrl',
  'twitterUrl',
  'googleReviewUrl',
  'taxNote',
  'cancellationFeePercent',
  'holdMinutes',
  'minimumNoticeHours',
  'waitlistOfferMinutes',
  'rosterRetentionDays',
  'albumRetentionDays',
];

/** GET /api/admin/settings: the settings and which of them still hold a placeholder (the dashboard names them). */
export interface AdminSettings {
  settings: BusinessSettings;
  placeholders: SettingsField[];
}

/** The bounds of each setting: the DTO, the form and the environment's first-run values keep these. */
export const SETTINGS_RULES = {
  businessNameMax: 80,
  phoneMinDigits: 10,
  phoneMaxDigits: 15,
  phoneMax: 30,
  postalAddressMax: 200,
  serviceAreaMax: 120,
  taxNoteMax: 300,
  urlMax: 300,
  feePercent: { min: 0, max: 100 },
  holdMinutes: { min: 5, max: 24 * 60 },
  minimumNoticeHours: { min: 0, max: 24 * 90 },
  waitlistOfferMinutes: { min: 15, max: 48 * 60 },
  /** A day covers the party and its certificates; ten years is the longest any business keeps a guest list. */
  rosterRetentionDays: { min: 1, max: 3650 },
  /** The closing e-mail goes ALBUM_CLOSING_NOTICE_DAYS before: an album must stay open longer than that. */
  albumRetentionDays: { min: ALBUM_CLOSING_NOTICE_DAYS + 1, max: 3650 },
} as const;

const R = SETTINGS_RULES;

/** The settings form's and the API's messages, one per rule. */
export const SETTINGS_MESSAGES = {
  businessName: `Enter the business name (at most ${R.businessNameMax} characters)`,
  phone: `Enter a phone number with ${R.phoneMinDigits} to ${R.phoneMaxDigits} digits`,
  email: 'Enter a valid e-mail address',
  postalAddress: `The postal address is at most ${R.postalAddressMax} characters`,
  serviceArea: `Describe the service area in at most ${R.serviceAreaMax} characters`,
  serviceStates: 'List the two-letter codes of the states served, such as TX, OK',
  serviceZipPrefixes: 'ZIP prefixes are the first 3 digits of a ZIP code, such as 786, 787 (none: every ZIP)',
  timeZone: 'Choose a known time zone, such as America/Chicago or Pacific/Honolulu',
  socialUrl: 'Enter a full https:// address, or leave it blank',
  taxNote: `The tax note is at most ${R.taxNoteMax} characters`,
  cancellationFeePercent: `The cancellation fee is a whole percentage from ${R.feePercent.min} to ${R.feePercent.max}`,
  holdMinutes: `The hold is a whole number of minutes from ${R.holdMinutes.min} to ${R.holdMinutes.max}`,
  minimumNoticeHours: `The minimum notice is a whole number of hours from ${R.minimumNoticeHours.min} to ${R.minimumNoticeHours.max}`,
  waitlistOfferMinutes: `The waiting list's offer is a whole number of minutes from ${R.waitlistOfferMinutes.min} to ${R.waitlistOfferMinutes.max}`,
  rosterRetentionDays: `Keep guest lists a whole number of days from ${R.rosterRetentionDays.min} to ${R.rosterRetentionDays.max}`,
  albumRetentionDays: `Keep photo albums a whole number of days from ${R.albumRetentionDays.min} to ${R.albumRetentionDays.max}`,
} as const;

/**
 * What a change of the booking rules does (docs/product/admin.md#the-admin-area-on-the-server), said under the
 * fields: bookings keep
 * their wall-clock day and time, holds already made keep their expiry.
 */
export const SETTINGS_TIME_ZONE_HINT =
  'Bookings keep their date and time of day when the zone changes: a 2 PM party stays at 2 PM on the new clock.';
/** Under the retention fields: what a change does to what is already kept (docs/product/privacy.md). */
export const SETTINGS_RETENTION_NOTE =
  "Counted from each party's day: a shorter period deletes the lists and albums past it at the next nightly clean-up, a longer one keeps those not yet deleted longer.";
export const SETTINGS_RULES_NOTE =
  'A new unpaid hold applies to bookings made after saving (holds already made keep their time); a new minimum notice to the times offered from then on.';

/**
 * The shipped stand-ins a real business replaces ("(555) 123-4567" next to the pay button, "Greater Metro Area" naming
 * no city); an empty postal address is one too. The environment's defaults use these.
 */
export const PLACEHOLDER_SETTINGS = {
  phone: '(555) 123-4567',
  serviceArea: 'Greater Metro Area',
  postalAddress: '',
} as const satisfies Partial<BusinessSettings>;

/** Whether a setting's value is still its shipped placeholder (never to be shown to a parent as ours). */
export const isPlaceholder = (field: keyof typeof PLACEHOLDER_SETTINGS, value: string): boolean =>
  value.trim() === PLACEHOLDER_SETTINGS[field];

/** The fields still holding their placeholder, in form order. */
export const placeholdersIn = (settings: BusinessSettings): SettingsField[] =>
  (Object.keys(PLACEHOLDER_SETTINGS) as (keyof typeof PLACEHOLDER_SETTINGS)[]).filter((field) =>
    isPlaceholder(field, settings[field]),
  );

/** The names the form and the dashboard give each setting. */
export const SETTINGS_LABELS: Record<SettingsField, string> = {
  businessName: 'Business name',
  phone: 'Phone',
  email: 'E-mail',
  postalAddress: 'Postal address',
  serviceArea: 'Service area (shown on the site)',
  serviceStates: 'States served',
  serviceZipPrefixes: 'ZIP prefixes served',
  timeZone: 'Time zone',
  facebookUrl: 'Facebook page',
  instagramUrl: 'Instagram page',
  twitterUrl: 'X (Twitter) page',
  googleReviewUrl: 'Google review page',
  taxNote: 'Tax note on receipts',
  cancellationFeePercent: 'Cancellation fee (%)',
  holdMinutes: 'Unpaid hold (minutes)',
  minimumNoticeHours: 'Minimum notice (hours)',
  waitlistOfferMinutes: 'Waiting list offer held (minutes)',
  rosterRetentionDays: 'Guest lists kept after the party (days)',
  albumRetentionDays: 'Photo albums kept after the party (days)',
};

/** The states and ZIP prefixes as the wizard and the booking check read them. */
export const servedPlacesOf = (s: Pick<BusinessSettings, 'serviceStates' | 'serviceZipPrefixes'>): ServedPlaces => ({
  states: s.serviceStates,
  zipPrefixes: s.serviceZipPrefixes,
});

/** Whether the runtime knows this IANA zone (browsers and Node both use ICU's list). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const isUsState = (code: unknown): code is UsState => (US_STATES as readonly unknown[]).includes(code);
