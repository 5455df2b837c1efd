/** A parent's answers as `POST /api/bookings` takes them, for a given start and games. */
export interface BookingBodySlot {
  /** yyyy-MM-dd */
  eventDate: string;
  /** "HH:mm" */
  eventTime: string;
}

/**
 * A valid `POST /api/bookings` body (10 children, no add-ons) for the suites, the browser suite and the benches:
 * one family's answers, changed per caller by `overrides` (top-level fields). No imports: the browser suite loads it by
 * a relative path, without the @app aliases.
 */
export function bookingBody(
  slot: BookingBodySlot,
  selectedGames: (number | string)[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    parentName: 'Jamie Rivera',
    parentEmail: 'jamie.rivera@example.com',
    parentPhone: '(555) 123-4567',
    childName: 'Alex',
    childAge: 8,
    ...slot,
    selectedGames,
    guestCount: 10,
    eventType: 'birthday',
    intensity: 'medium',
    location: {
      address: '12 Oak Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      spaceDetails: 'Big back yard with grass',
    },
    addOns: { photography: false, videography: false, customShirts: false, customAwards: false },
    ...overrides,
  };
}
