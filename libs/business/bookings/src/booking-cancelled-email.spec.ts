import { bookingCancelledEmail } from './booking-cancelled-email';
import type { BookingEntity } from './entities/booking.entity';

const booking = {
  id: '00000000-0000-4000-8000-0000abcd1234',
  parentName: 'Dana',
  childName: 'Sam',
  eventDate: '2027-02-20',
  eventTime: '10:00',
} as BookingEntity;
const business = { phone: '(555) 010-0000', email: 'hello@example.com', businessName: 'Austin Champions' };

describe('the cancellation e-mail', () => {
  it('says in plain words what goes back by hand (paid in cash beyond what PayPal held)', () => {
    const { text } = bookingCancelledEmail(booking, 'Plans changed', business, 'https://x/bookings/1', 18_800);
    expect(text).toContain(
      '$188.00 of your refund was paid to us in cash or by bank transfer, so it goes back to you the same way: we will contact you to arrange it.',
    );
  });

  it('says how the whole refund goes back when part of it came in cash (booked 18, edited to 22, $160 in cash)', () => {
    const refund = { paypalCents: 89_500, cashCents: 12_835, bankTransferCents: 0 };
    const { text } = bookingCancelledEmail(booking, 'Plans changed', business, 'https://x/bookings/1', 12_835, refund);
    expect(text).toContain(
      "Your refund: $895.00 back to your PayPal, $128.35 returned by us in cash. PayPal's part has its own e-mail once PayPal has sent it.",
    );
    const paypalOnly = { paypalCents: 89_500, cashCents: 0, bankTransferCents: 0 };
    expect(
      bookingCancelledEmail(booking, 'Plans changed', business, 'https://x/bookings/1', 0, paypalOnly).text,
    ).not.toContain('Your refund:');
  });

  it('says nothing of it when all of the refund is PayPal’s', () => {
    const { text } = bookingCancelledEmail(booking, 'Plans changed', business, 'https://x/bookings/1');
    expect(text).not.toContain('bank transfer');
  });

  it("is signed with the business's name as saved in Settings", () => {
    const { text } = bookingCancelledEmail(booking, 'Plans changed', business, 'https://x/bookings/1');
    expect(text.trimEnd().split('\n').slice(-3)).toEqual([
      'Questions, or would you like another date? Call us at (555) 010-0000 or write to hello@example.com.',
      '',
      'Austin Champions',
    ]);
  });
});
