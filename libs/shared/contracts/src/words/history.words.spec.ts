import type { BookingHistoryAction, BookingHistoryEntry } from '../admin/admin-actions.contract';
import { historySentence } from './history.words';

const entry = (
  action: BookingHistoryAction,
  actor: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): BookingHistoryEntry => ({
  at: '2027-02-10T16:00:00.000Z',
  action,
  actor: { id: null, name: actor },
  before,
  after,
  note: null,
});

const money = (amountPaid: string, balanceDue: string, paymentStatus: string) => ({
  amountPaid,
  balanceDue,
  paymentStatus,
});

describe('historySentence: a booking history entry as people read it', () => {
  it.each<[string, BookingHistoryEntry, string]>([
    ['created, its total not recorded', entry('created', 'Parent', null, null), 'Booked by Parent'],
    [
      'created',
      entry('created', 'Parent', null, { status: 'pending', total: '650.00' }),
      'Booked by Parent for $650.00',
    ],
    [
      'paid in full',
      entry('paid', 'PayPal', money('0.00', '650.00', 'unpaid'), money('650.00', '0.00', 'completed')),
      'Paid $650.00 by PayPal',
    ],
    [
      'a party finished, paid in full',
      entry('completed', 'Sam', { status: 'confirmed' }, { status: 'completed', balanceDue: '0.00', collected: true }),
      'Finished by Sam, paid in full',
    ],
    [
      'a party finished with its balance left due',
      entry('completed', 'Sam', { status: 'confirmed' }, { status: 'completed', balanceDue: '150.00' }),
      'Finished by Sam, $150.00 left due',
    ],
    [
      'paid in cash, part of the balance',
      entry('paid-offline', 'admin', money('200.00', '450.00', 'deposit_paid'), {
        ...money('400.00', '250.00', 'deposit_paid'),
        method: 'cash',
        receivedOn: '2027-02-09',
      }),
      'Paid $200.00 in cash on Tue, Feb 9, 2027, recorded by admin, $250.00 still due',
    ],
    [
      'a bank transfer reversed',
      entry('payment-reversed', 'admin', money('650.00', '0.00', 'completed'), {
        ...money('0.00', '650.00', 'refunded'),
        refunded: '650.00',
        method: 'bank-transfer',
        receivedOn: '2027-02-09',
      }),
      'Reversed: Paid $650.00 by bank transfer on Tue, Feb 9, 2027, by admin, $650.00 due again',
    ],
    [
      'cancelled with part of the refund owed by hand',
      entry('cancelled', 'admin', null, { status: 'cancelled', refund: '388.00', owedByHand: '188.00' }),
      'Cancelled by admin, refund $388.00 ($188.00 to return in cash or by bank transfer)',
    ],
    [
      'a cancellation’s refund returned by hand',
      entry('payment-returned', 'admin', money('200.00', '0.00', 'refunded'), {
        ...money('12.00', '0.00', 'refunded'),
        refunded: '188.00',
        method: 'cash',
        receivedOn: '2027-02-09',
      }),
      'Returned $188.00 in cash to the parent, by admin',
    ],
    [
      'paid a deposit',
      entry('paid', 'PayPal', money('0.00', '650.00', 'unpaid'), money('325.00', '325.00', 'deposit_paid')),
      'Paid $325.00 by PayPal, $325.00 still due',
    ],
    [
      'paid the balance',
      entry('paid', 'PayPal', money('325.00', '325.00', 'deposit_paid'), money('650.00', '0.00', 'completed')),
      'Paid $325.00 by PayPal',
    ],
    [
      'free with a promo',
      entry('paid', 'Parent', money('0.00', '0.00', 'unpaid'), money('0.00', '0.00', 'completed')),
      'Booked free by Parent',
    ],
    ['confirmed', entry('confirmed', 'admin', { status: 'pending' }, { status: 'confirmed' }), 'Confirmed by admin'],
    [
      'cancelled with a refund',
      entry(
        'cancelled',
        'admin',
        { status: 'confirmed', balanceDue: '0.00' },
        { status: 'cancelled', balanceDue: '0.00', refund: '582.00' },
      ),
      'Cancelled by admin, refund $582.00',
    ],
    [
      'cancelled with none',
      entry(
        'cancelled',
        'Parent',
        { status: 'pending', balanceDue: '650.00' },
        { status: 'cancelled', balanceDue: '0.00', refund: '0.00' },
      ),
      'Cancelled by Parent, no refund',
    ],
    [
      'refunded',
      entry('refunded', 'PayPal', money('650.00', '0.00', 'completed'), {
        ...money('500.00', '0.00', 'refunded'),
        refunded: '150.00',
      }),
      'Refunded $150.00 by PayPal',
    ],
    [
      'payment failed',
      entry('payment-failed', 'PayPal', null, { amount: '325.00' }),
      'A payment of $325.00 failed at PayPal',
    ],
    [
      'moved to another day and time',
      entry(
        'moved',
        'admin',
        { team: 'Team Red', date: '2027-02-20', time: '10:00' },
        { team: 'Team Red', date: '2027-02-21', time: '14:00' },
      ),
      'Moved from Sat, Feb 20, 10:00 AM to Sun, Feb 21, 2:00 PM by admin',
    ],
    [
      'moved to another day and team',
      entry(
        'moved',
        'admin',
        { team: null, date: '2027-02-20', time: '10:00' },
        { team: 'Team Blue', date: '2027-02-21', time: '14:00' },
      ),
      'Moved from Sat, Feb 20, 10:00 AM (no team) to Sun, Feb 21, 2:00 PM (Team Blue) by admin',
    ],
    [
      'given another team only',
      entry(
        'moved',
        'admin',
        { team: 'Team Red', date: '2027-02-20', time: '10:00' },
        { team: 'Team Blue', date: '2027-02-20', time: '10:00' },
      ),
      'Moved from Team Red to Team Blue (Sat, Feb 20, 10:00 AM) by admin',
    ],
    [
      'team needed',
      entry('team-needed', 'PayPal', null, null),
      'Needs a team: none was free at its time when it was paid',
    ],
    [
      'cancellation requested',
      entry('cancellation-requested', 'Parent', null, null),
      'Cancellation requested by Parent',
    ],
    [
      'cancellation declined',
      entry('cancellation-declined', 'admin', null, null),
      'Cancellation request declined by admin',
    ],
    ['note', entry('note', 'admin', null, null), 'Note by admin'],
    [
      'confirmation resent',
      entry('confirmation-resent', 'admin', null, { to: 'sam@example.com' }),
      'Confirmation sent again to sam@example.com by admin',
    ],
    [
      'refund resent',
      entry('refund-resent', 'admin', null, { amount: '150.00', request: 'x' }),
      'Refund of $150.00 sent again by admin',
    ],
    [
      'changed by an admin: the details, then the price',
      entry(
        'changed',
        'admin',
        { guestCount: 12, eventTheme: null, total: '520.00' },
        { guestCount: 18, eventTheme: 'Pirates', total: '610.00' },
      ),
      'Changed by admin: 12 → 18 children, theme none → Pirates, $520.00 → $610.00',
    ],
    [
      'changed without a price change',
      entry(
        'changed',
        'admin',
        { specialRequests: 'Gluten free', total: '520.00' },
        { specialRequests: null, total: '520.00' },
      ),
      'Changed by admin: special requests Gluten free → none',
    ],
    [
      'changed children and price, as booked then as changed',
      entry('changed', 'admin', { guestCount: 18, total: '895.00' }, { guestCount: 22, total: '1055.00' }),
      'Changed by admin: 18 → 22 children, $895.00 → $1,055.00',
    ],
    [
      "a photo deleted by the party's host, the album's count after",
      entry('photo-deleted', 'Sam', { photo: 'b1f2', photos: 12 }, { photos: 11 }),
      'Photo deleted from the album by Sam, 11 photos left',
    ],
    [
      "the album's last photo deleted by the office",
      entry('photo-deleted', 'admin', { photo: 'b1f2', photos: 1 }, { photos: 0 }),
      'Photo deleted from the album by admin, no photos left',
    ],
  ])('%s', (_, historyEntry, sentence) => {
    expect(historySentence(historyEntry)).toBe(sentence);
  });

  it('never reads like a field dump ("amountPaid: 0.00 → 650.00")', () => {
    const line = historySentence(
      entry('paid', 'PayPal', money('0.00', '650.00', 'unpaid'), money('650.00', '0.00', 'completed')),
    );
    expect(line).not.toMatch(/amountPaid|→|paymentStatus/);
  });

  it('words an action this client does not know yet by its code and who did it', () => {
    const newer = { ...entry('note', 'admin', null, null), action: 'archived' as BookingHistoryAction };
    expect(historySentence(newer)).toBe('archived by admin');
  });
});
