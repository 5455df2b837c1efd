import { BookingEntity } from '@app/bookings';

/**
 * A booking as stored, for the unit tests of what is built from one (documents, e-mails): confirmed, 4 games on
 * Saturday, July 11, 2026 at 2:00 PM, 16 children with custom awards ($855.00), its 50% deposit paid.
 */
export const storedBooking = (overrides: Partial<BookingEntity> = {}): BookingEntity =>
  Object.assign(new BookingEntity(), {
    id: '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef',
    status: 'confirmed',
    parentName: 'Jamie Rivera',
    parentEmail: 'jamie@example.com',
    parentPhone: '(555) 123-4567',
    childName: 'Alex',
    childAge: 8,
    eventDate: '2026-07-11',
    eventTime: '14:00',
    guestCount: 16,
    eventType: 'birthday',
    eventTheme: null,
    intensity: 'medium',
    location: { address: '12 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701', spaceDetails: 'Back yard' },
    addOns: { photography: false, videography: false, customShirts: false, customAwards: true },
    specialRequests: null,
    packageCents: 60_000,
    extraGuestsCents: 1_500,
    photographyCents: 0,
    videographyCents: 0,
    customShirtsCents: 0,
    customAwardsCents: 24_000,
    largeGroupDiscountCents: 0,
    totalCents: 85_500,
    durationMinutes: 105,
    promoCode: null,
    promoDiscountCents: 0,
    finalCents: 85_500,
    amountPaidCents: 42_750,
    balanceDueCents: 42_750,
    ...overrides,
  });
