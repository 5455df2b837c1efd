import { changeDeadline } from '../bookings/event-start.rules';
import {
  cancellationOffer,
  paidNetWords,
  paymentPlanWords,
  plannedPayment,
  refundLineWords,
  refundSplitWords,
} from './money.words';

// Tuesday, February 16, 2027, 10:00 AM in Chicago (CST, UTC-6).
const DEADLINE = '2027-02-16T16:00:00.000Z';
const offer = (overrides = {}) => ({
  cancel: 'refund' as const,
  changeDeadline: DEADLINE,
  feePercent: 3,
  refundNow: '582.00',
  ...overrides,
});

describe('money words: deadline, fee and amount from one place', () => {
  it('states the deadline on the business clock with its zone named, the amount and the fee', () => {
    expect(cancellationOffer(offer(), 'America/Chicago')).toBe(
      'Cancel by Tue, Feb 16, 10:00 AM Central to get $582.00 back: what you paid less the 3% processing fee.',
    );
  });

  it('reads the fee it is given (CANCELLATION_FEE_PERCENT), and says when nothing was paid', () => {
    expect(cancellationOffer(offer({ feePercent: 5, refundNow: '570.00' }), 'America/Chicago')).toMatch(
      /to get \$570\.00 back: what you paid less the 5% processing fee\.$/,
    );
    expect(cancellationOffer(offer({ refundNow: '0.00' }), 'America/Chicago')).toBe(
      'Cancel by Tue, Feb 16, 10:00 AM Central at no cost: nothing has been paid yet.',
    );
  });

  it('late: a cancellation is a request; nothing to cancel: no words', () => {
    expect(cancellationOffer(offer({ cancel: 'request' }), 'America/Chicago')).toMatch(/within 48 hours.*request/i);
    expect(cancellationOffer(offer({ cancel: null }), 'America/Chicago')).toBeNull();
  });

  it('money that came in cash or by transfer is offered back by hand, not through PayPal', () => {
    // Booked 18 ($895.00 through PayPal), edited to 22, the $160.00 due paid in cash: $1,023.35 back in all.
    const split = { paypal: '895.00', cash: '128.35', bankTransfer: '0.00' };
    expect(cancellationOffer(offer({ refundNow: '1023.35', refundNowSplit: split }), 'America/Chicago')).toBe(
      'Cancel by Tue, Feb 16, 10:00 AM Central to get $895.00 back to your PayPal and $128.35 returned by us in cash: what you paid less the 3% processing fee.',
    );
    const paypalOnly = { paypal: '582.00', cash: '0.00', bankTransfer: '0.00' };
    expect(cancellationOffer(offer({ refundNowSplit: paypalOnly }), 'America/Chicago')).toBe(
      'Cancel by Tue, Feb 16, 10:00 AM Central to get $582.00 back: what you paid less the 3% processing fee.',
    );
  });

  it('a refund split in words, each part as it goes back', () => {
    expect(refundSplitWords({ paypal: '850.01', cash: '160.00', bankTransfer: '0.00' })).toBe(
      '$850.01 back to your PayPal, $160.00 returned by us in cash',
    );
    expect(refundSplitWords({ paypal: '850.01', cash: '0.00', bankTransfer: '0.00' })).toBe(
      '$850.01 back to your PayPal',
    );
    expect(refundSplitWords({ paypal: '0.00', cash: '0.00', bankTransfer: '75.00' })).toBe(
      '$75.00 returned by us by bank transfer',
    );
    expect(refundSplitWords({ paypal: '10.00', cash: '20.00', bankTransfer: '30.00' })).toBe(
      '$10.00 back to your PayPal, $20.00 returned by us in cash, $30.00 returned by us by bank transfer',
    );
    expect(
      cancellationOffer(
        offer({ refundNow: '60.00', refundNowSplit: { paypal: '10.00', cash: '20.00', bankTransfer: '30.00' } }),
        'America/Chicago',
      ),
    ).toMatch(
      /to get \$10\.00 back to your PayPal, \$20\.00 returned by us in cash and \$30\.00 returned by us by bank transfer: /,
    );
  });

  it('what was paid net of refunds, in words', () => {
    expect(paidNetWords({ paidCents: 40_000, refundedCents: 38_800, cancelled: true })).toBe(
      'Paid $400.00 · Refunded $388.00 · Kept $12.00',
    );
    expect(paidNetWords({ paidCents: 40_000, refundedCents: 15_000, cancelled: false })).toBe(
      'Paid $400.00 · Refunded $150.00 · Net $250.00',
    );
    expect(paidNetWords({ paidCents: 40_000, refundedCents: 40_000, cancelled: true })).toBe(
      'Paid $400.00 · Refunded in full',
    );
    expect(paidNetWords({ paidCents: 40_000, refundedCents: 0, cancelled: true })).toBe('Paid $400.00');
  });

  it('each refund line: when, how much, where it stands', () => {
    const at = DEADLINE;
    expect(refundLineWords({ amount: '200.00', state: 'sent', at }, 'America/Chicago')).toBe(
      'Tue, Feb 16, 10:00 AM Central: $200.00 refund, sent',
    );
    expect(refundLineWords({ amount: '188.00', state: 'on-its-way', at }, 'America/Chicago')).toBe(
      'Tue, Feb 16, 10:00 AM Central: $188.00 refund, on its way (PayPal has not confirmed it yet)',
    );
    expect(refundLineWords({ amount: '188.00', state: 'failed', at }, 'America/Chicago')).toMatch(
      /\$188\.00 refund, not made yet \(PayPal refused it; we will send it again\)$/,
    );
    // Beyond what PayPal held, paid in cash or by transfer.
    expect(refundLineWords({ amount: '188.00', state: 'owed', at }, 'America/Chicago')).toBe(
      'Tue, Feb 16, 10:00 AM Central: $188.00 refund, to be returned to you in cash or by bank transfer (we will contact you to arrange it)',
    );
  });

  describe('the payment plan stated before paying', () => {
    // A party on Saturday, December 19, 2026 at 2:00 PM in Chicago (CST): its deadline is Thursday 2:00 PM.
    const event = { eventDate: '2026-12-19', eventTime: '14:00' };
    const deadline = changeDeadline(event, 'America/Chicago');
    const early = new Date('2026-11-26T12:00:00Z');
    const plan = (overrides = {}) => ({
      dueTodayCents: 44_750,
      balanceCents: 44_750,
      eventDate: event.eventDate,
      changeDeadline: deadline,
      feePercent: 3,
      ...overrides,
    });

    it('today, the balance with its day, the deadline on the business clock, the refund by the refund rule', () => {
      expect(deadline.toISOString()).toBe('2026-12-17T20:00:00.000Z');
      // $447.50 less 3% ($13.425, rounded to $13.43 as refunds are) is $434.07.
      expect(paymentPlanWords(plan(), 'America/Chicago', early)).toBe(
        'Due today $447.50 · $447.50 on Dec 19 · cancel by Dec 17, 2:00 PM Central to get $434.07 back (3% fee kept); after that, by request',
      );
    });

    it('reads the fee it is given, and a plan paid in full has no balance part', () => {
      expect(
        paymentPlanWords(plan({ dueTodayCents: 89_500, balanceCents: 0, feePercent: 5 }), 'America/Chicago', early),
      ).toBe(
        'Due today $895.00 · cancel by Dec 17, 2:00 PM Central to get $850.25 back (5% fee kept); after that, by request',
      );
      expect(paymentPlanWords(plan({ feePercent: 0 }), 'America/Chicago', early)).toMatch(
        /to get \$447\.50 back; after/,
      );
    });

    it('the balance paid after a deposit: the refund counts what was paid before', () => {
      expect(paymentPlanWords(plan({ paidBeforeCents: 44_750, balanceCents: 0 }), 'America/Chicago', early)).toMatch(
        /^Due today \$447\.50 · cancel by .* to get \$868\.15 back \(3% fee kept\)/,
      );
    });

    it("a plan's facts: today's amount is what the api charges for it, the rest is the balance", () => {
      const terms = { eventDate: event.eventDate, changeDeadline: deadline, feePercent: 3 };
      const fresh = { finalCents: 89_500, amountPaidCents: 0 };
      expect(plannedPayment('deposit', fresh, terms)).toEqual(plan({ paidBeforeCents: 0 }));
      expect(plannedPayment('full', fresh, terms)).toMatchObject({ dueTodayCents: 89_500, balanceCents: 0 });
      // An odd total: the deposit rounds half a cent up, the balance is what is left.
      expect(plannedPayment('deposit', { finalCents: 40_001, amountPaidCents: 0 }, terms)).toMatchObject({
        dueTodayCents: 20_001,
        balanceCents: 20_000,
      });
      expect(plannedPayment('balance', { finalCents: 89_500, amountPaidCents: 44_750 }, terms)).toMatchObject({
        dueTodayCents: 44_750,
        balanceCents: 0,
        paidBeforeCents: 44_750,
      });
    });

    it('nothing due today (a promo covers it): nothing to pay and nothing to get back', () => {
      expect(paymentPlanWords(plan({ dueTodayCents: 0, balanceCents: 0 }), 'America/Chicago', early)).toBe(
        'Nothing to pay today · cancel by Dec 17, 2:00 PM Central at no cost; after that, by request',
      );
    });

    it('past the deadline (48:00 before the start still is in time) a cancellation is a request', () => {
      expect(paymentPlanWords(plan(), 'America/Chicago', deadline)).toMatch(/to get \$434\.07 back/);
      const late = new Date(deadline.getTime() + 1);
      expect(paymentPlanWords(plan(), 'America/Chicago', late)).toBe(
        'Due today $447.50 · $447.50 on Dec 19 · within 48 hours of the event a cancellation is by request',
      );
    });
  });
});
