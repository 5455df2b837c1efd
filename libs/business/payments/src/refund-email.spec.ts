import { refundEmail, type RefundEmailFacts } from './refund-email';

const facts = (overrides: Partial<RefundEmailFacts>): RefundEmailFacts => ({
  parentName: 'Dana',
  bookingId: '00000000-0000-4000-8000-0000abcd1234',
  amountCents: 20_000,
  kind: 'refund',
  paidCents: 40_000,
  refundedCents: 20_000,
  comingCents: 18_800,
  cancelled: true,
  booking: { status: 'cancelled', balanceDueCents: 0 },
  business: { phone: '(555) 010-0000', email: 'hello@example.com', businessName: 'Austin Champions' },
  pageUrl: 'https://example.com/bookings/x',
  ...overrides,
});

describe('the refund e-mail: one per refund, adding up to the refund promised', () => {
  it('a refund in two parts: the first says the rest is coming, the second what the booking comes to', () => {
    const first = refundEmail(facts({}));
    expect(first.subject).toBe('Refund of $200.00 for booking ABCD1234');
    expect(first.text).toContain('We refunded $200.00 of your payment for booking ABCD1234.');
    expect(first.text).toContain('Another $188.00 of your refund is on its way, with an e-mail of its own.');
    expect(first.text).toContain('On this booking so far: Paid $400.00 · Refunded $200.00 · Net $200.00.');

    const second = refundEmail(facts({ amountCents: 18_800, refundedCents: 38_800, comingCents: 0 }));
    expect(second.subject).toBe('Refund of $188.00 for booking ABCD1234');
    expect(second.text).not.toContain('on its way');
    expect(second.text).toContain('On this booking: Paid $400.00 · Refunded $388.00 · Kept $12.00.');
  });

  it('a return by hand says how it came back, without PayPal words', () => {
    const { subject, text } = refundEmail(
      facts({ kind: 'reversal', returnedBy: 'cash', amountCents: 18_800, refundedCents: 38_800, comingCents: 0 }),
    );
    expect(subject).toBe('Refund of $188.00 for booking ABCD1234');
    expect(text).toContain('We returned $188.00 of your payment for booking ABCD1234 in cash.');
    expect(text).not.toContain('PayPal');
    expect(text).toContain('On this booking: Paid $400.00 · Refunded $388.00 · Kept $12.00.');
  });
});
