import type { BookingEntity } from '@app/bookings';
import { AWARD_TITLES } from '@app/contracts';
import type {
  BookingFacts,
  CertificateFacts,
  DocumentContext,
  ReceiptFacts,
  RosterDocumentFacts,
} from '@app/documents';
import { businessSettingsFixture } from './business-settings.fixture';
import { storedBooking } from './stored-booking';

/** Test data for the documents' templates and e-mails: the stored booking (storedBooking) and its games. */
export function bookingFacts(overrides: Partial<BookingEntity> = {}): BookingFacts {
  const booking = storedBooking(overrides);
  const games = [
    { name: 'Relay Race', custom: false },
    { name: 'Tug of War', custom: false },
    { name: 'Sack Race', custom: false },
    { name: 'Backyard Bingo', custom: true },
  ];
  return { booking, games };
}

/** A party's roster documents' facts: Maya's four timed games and three children coming (one with a note). */
export function rosterDocumentFacts(overrides: Partial<BookingEntity> = {}): RosterDocumentFacts {
  const { booking, games } = bookingFacts(overrides);
  return {
    booking,
    games: games.map((g, i) => ({ id: i + 1, ...g, minutes: [15, 10, 20, 25][i] })),
    children: [
      { firstName: 'Maya', shirtSize: 'YM', notes: 'Peanut allergy', age: 7, photoConsent: true, walkIn: false },
      { firstName: 'Leo', shirtSize: null, notes: null, age: null, photoConsent: false, walkIn: false },
      { firstName: 'Zoë <b>', shirtSize: 'AS', notes: null, age: 12, photoConsent: true, walkIn: false },
    ],
  };
}

/** The same three children's certificates: a special award, a champion, a participation title. */
export function certificateFacts(overrides: Partial<BookingEntity> = {}): CertificateFacts {
  const { booking, children } = rosterDocumentFacts(overrides);
  const titles = ['Best Team Spirit', AWARD_TITLES.champions, AWARD_TITLES.participation];
  return { booking, children: children.map(({ firstName }, i) => ({ firstName, title: titles[i] })) };
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
      receivedOn: null,
      ...payment,
    },
    paidToDateCents,
  };
}

export const CONTEXT: DocumentContext = {
  business: businessSettingsFixture,
  publicUrl: 'https://championsparty.example',
  bookingUrl: (id) => `https://championsparty.example/bookings/${id}?token=signed`,
};
