/**
 * The first elements of the query keys that cross a feature's border: one feature reads under the root and another
 * invalidates or clears it (an admin edit makes the public pages read their copy again; signing out drops the last
 * user's answers). Here in shared code because features never import each other; each feature's api/keys.ts builds
 * its keys on these, so the cache entries they share keep one spelling.
 */
export const sharedKeyRoots = {
  /** Every admin query: cleared when the signed-in user changes. */
  admin: ['admin'],
  /** Every host query: cleared when the signed-in user changes. */
  host: ['host'],
  /** A parent's bookings and their rosters: cleared when the user changes, read again after a booking is made. */
  bookings: ['bookings'],
  /** The catalogue's games: read again after the admin changes a custom game. */
  games: ['games'],
  /** The testimonials and the rating: read again after the admin moderates a review. */
  testimonials: ['testimonials'],
  /** The public photos: read again after the admin changes one. */
  photos: ['photos'],
  /** Free start times: read again after a booking is made or the admin changes teams, hours or blackout days. */
  availability: ['availability'],
  /** A party's album: read again after an upload from the shared upload control. */
  albums: ['albums'],
} as const;
