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
