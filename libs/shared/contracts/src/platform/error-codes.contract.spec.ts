import {
  ACCOUNTS_ERRORS,
  AVAILABILITY_ERRORS,
  BOOKINGS_ERRORS,
  CATALOG_ERRORS,
  CONTACT_ERRORS,
  ERROR_STATUS,
  MEDIA_ERRORS,
  PLATFORM_ERRORS,
  PARTY_ERRORS,
  PAYMENTS_ERRORS,
  PROMO_ERRORS,
  REVIEWS_ERRORS,
  ROSTER_ERRORS,
  ALBUMS_ERRORS,
  PRIVACY_ERRORS,
  WAITLIST_ERRORS,
  WAIVERS_ERRORS,
} from './error-codes.contract';

describe('error codes', () => {
  it('are unique across domains, so a code alone says what went wrong', () => {
    const all = [
      PLATFORM_ERRORS,
      ACCOUNTS_ERRORS,
      CATALOG_ERRORS,
      CONTACT_ERRORS,
      BOOKINGS_ERRORS,
      PROMO_ERRORS,
      PAYMENTS_ERRORS,
      AVAILABILITY_ERRORS,
      MEDIA_ERRORS,
      ROSTER_ERRORS,
      PARTY_ERRORS,
      REVIEWS_ERRORS,
      ALBUMS_ERRORS,
      PRIVACY_ERRORS,
      WAITLIST_ERRORS,
      WAIVERS_ERRORS,
    ].flatMap((table) => Object.keys(table));
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(ERROR_STATUS)).toHaveLength(all.length);
  });

  it('map to HTTP error statuses only', () => {
    for (const status of Object.values(ERROR_STATUS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });
});
