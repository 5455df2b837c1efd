import { bookingFacts, CONTEXT, parseInvite } from '@app/testing';
import { eventInvite } from './event-invite';

describe('the calendar invite', () => {
  it.each([
    ['an unpaid booking (it may still lapse)', 'TENTATIVE', 'pending'],
    ['a confirmed booking', 'CONFIRMED', 'confirmed'],
    ['a cancelled booking', 'CANCELLED', 'cancelled'],
  ] as const)('%s: STATUS %s', (_, expected, status) => {
    expect(parseInvite(eventInvite(bookingFacts({ status }), CONTEXT)).status).toBe(expected);
  });
});
