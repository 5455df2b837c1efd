import { describe, expect, it } from 'vitest';
import type { BookingPolicy, CancellationRequestView } from '@app/contracts';
import { cancellationPolicyLine, cancellationRequestLine, paidNetLine, reschedulePolicyLine } from './booking-policy';

const TZ = 'America/Chicago';
// Saturday, December 12, 2:00 PM in Chicago.
const policy = (overrides: Partial<BookingPolicy> = {}): BookingPolicy => ({
  changeDeadline: '2026-12-12T20:00:00.000Z',
  canReschedule: true,
  cancel: 'refund',
  feePercent: 3,
  refundNow: '582.00',
  refundNowSplit: { paypal: '582.00', cash: '0.00', bankTransfer: '0.00' },
  ...overrides,
});

describe('the cancellation policy in words, on the business clock', () => {
  it('names the deadline with the zone, the refund and the fee kept, on time', () => {
    expect(cancellationPolicyLine(policy(), TZ)).toBe(
      'Cancel by Sat, Dec 12, 2:00 PM Central to get $582.00 back: what you paid less the 3% processing fee. After that, ask us.',
    );
  });

  it('promises no refund when nothing was paid', () => {
    expect(cancellationPolicyLine(policy({ refundNow: '0.00' }), TZ)).toBe(
      'Cancel by Sat, Dec 12, 2:00 PM Central at no cost: nothing has been paid yet. After that, ask us.',
    );
  });

  it('says a late cancellation is a request, and nothing when there is nothing to cancel', () => {
    expect(cancellationPolicyLine(policy({ cancel: 'request' }), TZ)).toMatch(/within 48 hours.*request to us/i);
    expect(cancellationPolicyLine(policy({ cancel: null }), TZ)).toBeNull();
  });

  it('says what was paid net of refunds from the api figures', () => {
    expect(paidNetLine({ status: 'cancelled', amountPaid: '12.00', amountRefunded: '388.00' })).toBe(
      'Paid $400.00 · Refunded $388.00 · Kept $12.00',
    );
    expect(paidNetLine({ status: 'confirmed', amountPaid: '400.00', amountRefunded: null })).toBe('Paid $400.00');
  });

  it('says until when the party can move, or why it cannot', () => {
    expect(reschedulePolicyLine(policy(), TZ)).toBe(
      'You can move your party to another free date and time until Sat, Dec 12, 2:00 PM.',
    );
    expect(reschedulePolicyLine(policy({ canReschedule: false }), TZ)).toBe(
      'Bookings can be moved until 48 hours before the event. Please call us to change it.',
    );
  });
});

describe('where a late cancellation request stands', () => {
  const request = (overrides: Partial<CancellationRequestView>): CancellationRequestView => ({
    id: 'r1',
    status: 'open',
    reason: 'Sick child',
    createdAt: '2026-12-13T16:00:00.000Z',
    decidedAt: null,
    refundAmount: null,
    ...overrides,
  });

  it('open, approved with its refund, declined', () => {
    expect(cancellationRequestLine(request({}), TZ)).toBe(
      'You asked us to cancel on Sun, Dec 13, 10:00 AM. Your cancellation request is already with us. We will reply by e-mail.',
    );
    const decided = { decidedAt: '2026-12-13T18:30:00.000Z' };
    expect(cancellationRequestLine(request({ ...decided, status: 'approved', refundAmount: '300.00' }), TZ)).toBe(
      'We approved your cancellation request on Sun, Dec 13, 12:30 PM with a refund of $300.00.',
    );
    expect(cancellationRequestLine(request({ ...decided, status: 'declined' }), TZ)).toMatch(
      /^We declined your cancellation request on Sun, Dec 13, 12:30 PM\. Your booking stands/,
    );
  });
});
