import type { PricingSettings } from '@app/pricing';
import type { ServedPlaces } from '../settings/service-area.contract';

/**
 * The business name until an admin names it (no environment variable has ever set it); also what the pre-rendered
 * pages and the SPA show until GET /api/site answers. Here, not beside the settings form's rules and words: every
 * page's title reads it, and a module comes into a page whole.
 */
export const DEFAULT_BUSINESS_NAME = 'Champions Party';

/**
 * Business facts (docs/product/pages.md#business-facts), the public part of the admin's settings, served by GET
 * /api/site.
 */
export interface SiteInfo {
  businessName: string;
  phone: string;
  email: string;
  /** Blank until the admin gives one. */
  postalAddress: string;
  serviceArea: string;
  /** The states and ZIP prefixes served: the wizard's state list offers only these states. */
  servedPlaces: ServedPlaces;
  timeZone: string;
  /** Today's date (yyyy-MM-dd) in the business's time zone, for the date picker. */
  today: string;
  social: { facebook?: string; instagram?: string; twitter?: string };
  /** A line about tax (receipts); blank for none. */
  taxNote: string;
  /** What a cancellation in time keeps of what was paid (the policy page names it). */
  cancellationFeePercent: number;
  /** How long a party's guest list and its photos are kept after it (the privacy policy names them). */
  rosterRetentionDays: number;
  albumRetentionDays: number;
  /** The configured prices the SPA passes to `quote()` for its live summary, so it matches the server's. */
  pricing: PricingSettings;
}

/** docs/product/constants.md#business-constants-and-limits service radius around the city centre, shown on /contact. */
export const SERVICE_RADIUS_MILES = 30;
/** docs/product/constants.md#business-constants-and-limits response promise for messages and booking confirmations. */
export const RESPONSE_WITHIN_HOURS = 24;
/** docs/product/constants.md#business-constants-and-limits the organiser's call before the event, this many hours ahead. */
const FINAL_DETAILS_CALL_HOURS = { from: 48, to: 72 } as const;
/** The call's window as people read it: "48-72 hours". */
export const FINAL_DETAILS_CALL_WINDOW = `${FINAL_DETAILS_CALL_HOURS.from}-${FINAL_DETAILS_CALL_HOURS.to} hours`;

/** Shown on every page (and in the payment dialog) while the browser is offline. */
export const OFFLINE_MESSAGE =
  'You are offline. Nothing you entered is lost; we will be able to send it once your connection is back.';
