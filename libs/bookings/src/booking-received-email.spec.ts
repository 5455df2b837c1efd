import { BookingEntity } from './entities/booking.entity';
import { bookingReceivedEmail, type BookingEmailContext } from './booking-received-email';
import { cancellationOfferAt } from './change-policy';

/** A pending booking as stored: 3 games on Saturday, July 11, 2026 at 2:00 PM (Chicago), nothing paid yet. */
const booking = Object.assign(new BookingEntity(), {
  id: '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef',
  status: 'pending',
  parentName: 'Jamie Rivera',
  childName: 'Alex',
  childAge: 8,
  eventDate: '2026-07-11',
  eventTime: '14:00',
  guestCount: 12,
  eventType: 'birthday',
  eventTheme: null,
  intensity: 'medium',
  location: { address: '12 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701', spaceDetails: '' },
  addOns: { photography: false, videography: false, customShirts: false, customAwards: false },
  specialRequests: null,
  packageCents: 40_000,
  extraGuestsCents: 0,
  photographyCents: 0,
  videographyCents: 0,
  customShirtsCents: 0,
  customAwardsCents: 0,
  largeGroupDiscountCents: 0,
  totalCents: 40_000,
  promoCode: null,
  promoDiscountCents: 0,
  finalCents: 40_000,
  amountPaidCents: 0,
  balanceDueCents: 40_000,
});
const SETTINGS = { timeZone: 'America/Chicago', feePercent: 3 };
const context = (cancellationOffer: string | null): BookingEmailContext => ({
  gameNames: ['Relay Race', 'Tug of War', 'Sack Race'],
  business: { phone: '(555) 123-4567', email: 'hello@championsparty.com', timeZone: SETTINGS.timeZone },
  pageUrl: 'https://championsparty.example/bookings/3f2b1c9e?token=signed',
  cancellationOffer,
});

describe('"we received your booking" states the cancellation offer (issue #36)', () => {
  it("in the booking page's words: until when cancelling costs nothing, on the business's clock", () => {
    const offer = cancellationOfferAt(booking, new Date('2026-06-01T15:00:00Z'), SETTINGS);
    expect(offer).toBe('Cancel by Thu, Jul 9, 2:00 PM Central at no cost: nothing has been paid yet.');
    expect(bookingReceivedEmail(booking, context(offer)).text).toContain(`\nCancelling\n  ${offer}\n\nQuestions?`);
  });

  it('within the notice, that cancelling is a request', () => {
    const offer = cancellationOfferAt(booking, new Date('2026-07-10T15:00:00Z'), SETTINGS);
    expect(bookingReceivedEmail(booking, context(offer)).text).toMatch(
      /\nCancelling\n {2}Within 48 hours of the event a cancellation is a request to us/,
    );
  });

  it('with no offer, no Cancelling section', () => {
    expect(bookingReceivedEmail(booking, context(null)).text).not.toContain('Cancelling');
  });
});
