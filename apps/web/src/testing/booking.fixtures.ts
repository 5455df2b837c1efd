import type { AdminBookingActivity, CreatedBooking, ManagedBooking, PricingResult } from '@app/contracts';

/**
 * The server's pricing of 3 games for 10 children, no add-ons: $400.00
 * (docs/product/constants.md#business-constants-and-limits).
 */
/** A venue every rule accepts. */
export const TEST_LOCATION = {
  address: '12 Oak Street',
  city: 'Springfield',
  state: 'TX',
  zipCode: '73301',
  spaceDetails: 'Back garden with a big lawn and a patio',
} as const;

export const PRICING_400: PricingResult = {
  basePrice: '400.00',
  totalPrice: '400.00',
  gameCount: 3,
  totalDuration: 90,
  breakdown: {
    package: '400.00',
    extraGuests: '0.00',
    photography: '0.00',
    videography: '0.00',
    customShirts: '0.00',
    customAwards: '0.00',
    largeGroupDiscount: '0.00',
  },
};

/** A booking as POST /api/bookings answers it (201), nothing paid yet. */
export const createdBooking = (overrides: Partial<CreatedBooking> = {}): CreatedBooking => ({
  id: '0b6f3c1e-9a0d-4c55-8f1e-5d2a7c9e4b1a',
  userId: null,
  status: 'pending',
  paymentStatus: 'pending',
  totalPrice: '400.00',
  finalPrice: '400.00',
  amountPaid: '0.00',
  balanceDue: '400.00',
  parentName: 'Jamie Parent',
  parentEmail: 'jamie@example.com',
  parentPhone: '5551234567',
  childName: 'Sam',
  childAge: 8,
  eventDate: '2026-03-23',
  eventTime: '14:00',
  selectedGames: [1, 2, 3],
  guestCount: 10,
  eventType: 'birthday',
  intensity: 'medium',
  location: TEST_LOCATION,
  createdAt: '2026-03-02T15:00:00.000Z',
  pricing: PRICING_400,
  ...overrides,
});

/** A booking as GET /api/bookings/:id answers it: paid in full, on time to change or cancel. */
export const managedBooking = (overrides: Partial<ManagedBooking> = {}): ManagedBooking => ({
  ...createdBooking({ status: 'confirmed', paymentStatus: 'completed', amountPaid: '400.00', balanceDue: '0.00' }),
  policy: {
    changeDeadline: '2026-03-21T19:00:00.000Z',
    canReschedule: true,
    cancel: 'refund',
    feePercent: 3,
    refundNow: '388.00',
    refundNowSplit: { paypal: '388.00', cash: '0.00', bankTransfer: '0.00' },
  },
  cancellationRequest: null,
  refundOnItsWay: null,
  refunds: [],
  amountRefunded: '0.00',
  calendarSequence: 0,
  gameNames: ['Relay Race', 'Tug of War', 'Sack Race'],
  durationMinutes: 90,
  googleCalendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Party',
  ...overrides,
});

/** A $400.00 PayPal payment captured in full, nothing refunded: the admin detail's payments row. */
export const capturedPayment = (
  overrides: Partial<AdminBookingActivity['payments'][number]> = {},
): AdminBookingActivity['payments'][number] => ({
  id: 'p1',
  bookingId: 'b1',
  method: 'paypal',
  plan: 'full',
  amount: '400.00',
  refundedAmount: '0.00',
  status: 'captured',
  orderId: 'ORDER1',
  captureId: 'CAPTURE1',
  capturedAt: '2026-11-25T04:45:00.000Z',
  createdAt: '2026-11-25T04:40:00.000Z',
  receivedOn: null,
  owedAmount: '0.00',
  note: null,
  invoiceId: 'CP-1',
  failureReason: null,
  refunds: [],
  ...overrides,
});
