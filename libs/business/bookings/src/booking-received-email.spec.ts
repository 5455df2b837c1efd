import { storedBooking } from '@app/testing';
import { bookingReceivedEmail, type BookingEmailContext } from './booking-received-email';
import { cancellationOfferAt, depositPlanAt } from './change-policy';

/** A pending booking on Saturday, July 11, 2026 at 2:00 PM (Chicago), nothing paid yet. */
const booking = storedBooking({ status: 'pending', amountPaidCents: 0, balanceDueCents: 85_500 });
const SETTINGS = { timeZone: 'America/Chicago', feePercent: 3 };
const context = (cancellationOffer: string | null, paymentPlan: string | null = null): BookingEmailContext => ({
  gameNames: ['Relay Race', 'Tug of War', 'Sack Race', 'Backyard Bingo'],
  business: {
    phone: '(555) 123-4567',
    email: 'hello@championsparty.com',
    timeZone: SETTINGS.timeZone,
    businessName: 'Austin Champions',
  },
  pageUrl: 'https://championsparty.example/bookings/3f2b1c9e?token=signed',
  cancellationOffer,
  paymentPlan,
});

describe('"we received your booking" states the cancellation offer', () => {
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

  it("ends signed with the business's name as saved in Settings", () => {
    expect(bookingReceivedEmail(booking, context(null)).text.trimEnd().endsWith('\n\nAustin Champions')).toBe(true);
  });

  it('states the deposit plan under How to pay, in the words the review and the payment dialog use', () => {
    const plan = depositPlanAt({ ...booking, finalCents: 89_500 }, new Date('2026-06-01T15:00:00Z'), SETTINGS);
    expect(plan).toBe(
      'Due today $447.50 · $447.50 on Jul 11 · cancel by Jul 9, 2:00 PM Central to get $434.07 back (3% fee kept); after that, by request',
    );
    const mail = bookingReceivedEmail(booking, context(null, plan));
    expect(mail.text).toContain(`\nHow to pay\n  ${plan}.\n`);
  });
});
