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
      'Your refund: $895.00 back to your PayPal, $128.35 returned by us in cash. The money goes back to the PayPal ' +
        'account or card you paid with; PayPal usually shows it within a few days. You get an e-mail once PayPal has sent it.',
    );
  });

  it('states a refund all through PayPal too, as an admin approving a late request gives it: what, how and when', () => {
    const paypalOnly = { paypalCents: 38_800, cashCents: 0, bankTransferCents: 0 };
    const { text } = bookingCancelledEmail(booking, 'Plans changed', business, 'https://x/bookings/1', 0, paypalOnly);
    expect(text).toContain(
      'Your refund: $388.00 back to your PayPal. The money goes back to the PayPal account or card you paid with; ' +
        'PayPal usually shows it within a few days. You get an e-mail once PayPal has sent it.',
    );
    expect(text).not.toContain('bank transfer');
  });

  it('says nothing of a refund when none is given', () => {
    const { text } = bookingCancelledEmail(booking, 'Plans changed', business, 'https://x/bookings/1');
    expect(text).not.toContain('refund');
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
