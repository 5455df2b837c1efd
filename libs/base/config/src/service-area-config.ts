import { US_STATES, ZIP_PREFIX_PATTERN, type ServedPlaces, type UsState } from '@app/contracts';
import { ConfigError } from './config-error';
import { Env, readList } from './env-readers';

/**
 * Greater Austin, TX: the metro the seed data and the test suites book in (Austin's 787 and 733, Round Rock, Cedar
 * Park, Georgetown and San Marcos in 786), in the business's default time zone (America/Chicago). The admin's
 * settings take these over.
 */
const DEFAULT_SERVED_PLACES: ServedPlaces = { states: ['TX'], zipPrefixes: ['733', '786', '787'] };

/** The word that serves every ZIP of the served states (an empty variable is unset, as everywhere). */
const ANY_ZIP = 'any';

/** BUSINESS_SERVICE_STATES and BUSINESS_SERVICE_ZIP_PREFIXES (docs/product/availability.md#service-area). */
export function readServedPlaces(env: Env): ServedPlaces {
  const states = readList(env, 'BUSINESS_SERVICE_STATES', DEFAULT_SERVED_PLACES.states).map((s) => s.toUpperCase());
  const unknown = states.find((s) => !(US_STATES as readonly string[]).includes(s));
  if (unknown !== undefined || states.length === 0) {
    throw new ConfigError(
      'BUSINESS_SERVICE_STATES',
      `must list two-letter US state codes such as TX,OK${unknown ? `, got "${unknown}"` : ''}`,
    );
  }
  const servedStates = [...new Set(states)] as UsState[];
  const listed = readList(env, 'BUSINESS_SERVICE_ZIP_PREFIXES', DEFAULT_SERVED_PLACES.zipPrefixes);
  if (listed.length === 1 && listed[0].toLowerCase() === ANY_ZIP) return { states: servedStates, zipPrefixes: [] };
  const bad = listed.find((p) => !ZIP_PREFIX_PATTERN.test(p));
  if (bad !== undefined || listed.length === 0) {
    throw new ConfigError(
      'BUSINESS_SERVICE_ZIP_PREFIXES',
      `must list 3-digit ZIP prefixes such as 786,787, or be "${ANY_ZIP}"${bad ? `, got "${bad}"` : ''}`,
    );
  }
  return { states: servedStates, zipPrefixes: [...new Set(listed)] };
}
