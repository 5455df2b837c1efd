import type { UsState } from '../bookings/booking-lists.contract';

/**
 * Where the business holds events (docs/product/availability.md#service-area): the states it serves and, within them,
 * the ZIP prefixes (the first 3 digits); no prefixes means every ZIP of those states. Configuration sets it today
 * (BUSINESS_SERVICE_STATES, BUSINESS_SERVICE_ZIP_PREFIXES); GET /api/site hands it to the wizard's state list.
 */
export interface ServedPlaces {
  states: UsState[];
  zipPrefixes: string[];
}

/** A ZIP prefix is the 3-digit sectional centre a ZIP code starts with. */
export const ZIP_PREFIX_PATTERN = /^\d{3}$/;

/**
 * The address field that puts a place outside the served area ('state' before 'zipCode', so the parent fixes the
 * state first), or undefined when the business serves it.
 */
export function unservedField(
  served: ServedPlaces,
  place: { state: string; zipCode: string },
): 'state' | 'zipCode' | undefined {
  if (!(served.states as string[]).includes(place.state)) return 'state';
  const zip = place.zipCode.trim();
  if (served.zipPrefixes.length > 0 && !served.zipPrefixes.some((prefix) => zip.startsWith(prefix))) return 'zipCode';
  return undefined;
}
