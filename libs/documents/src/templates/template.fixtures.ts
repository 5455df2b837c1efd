import { BookingEntity } from '@app/bookings';
import type { BookingFacts, DocumentContext, ReceiptFacts } from '../document-facts';

/** Test data for the templates: a booking as stored (4 games, 16 children, custom awards: $855.00). */
export function bookingFacts(overrides: Partial<BookingEntity> = {}): BookingFacts {
  const booking = Object.assign(new BookingEntity(), {
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
  const games = [
    { name: 'Relay Race', custom: false },
    { name: 'Tug of War', custom: false },
    { name: 'Sack Race', custom: false },
    { name: 'Backyard Bingo', custom: true },
  ];
  return { booking, games };
}

export function receiptFacts(
  payment: Partial<ReceiptFacts['payment']> = {},
  paidToDateCents = payment.amountCents ?? 42_750,
  booking: Partial<BookingEntity> = {},
): ReceiptFacts {
  return {
    ...bookingFacts(booking),
    payment: {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      method: 'paypal',
      plan: 'deposit',
      amountCents: 42_750,
      captureId: '7XK12345AB678901C',
      paypalOrderId: '5O190127TN364715T',
      invoiceId: 'CP-A1B2C3D4',
      capturedAt: new Date('2026-06-01T15:05:00Z'),
      promoCode: null,
      ...payment,
    },
    paidToDateCents,
  };
}

export const CONTEXT: DocumentContext = {
  business: {
    phone: '(555) 123-4567',
    email: 'hello@championsparty.com',
    serviceArea: 'Greater Metro Area',
    servedPlaces: { states: ['TX'], zipPrefixes: [] },
    timeZone: 'America/Chicago',
    social: {},
  },
  publicUrl: 'https://championsparty.example',
  bookingUrl: (id) => `https://championsparty.example/bookings/${id}?token=signed`,
};
