import { bookingFacts, CONTEXT } from '@app/testing';
import { balanceReminderEmail, eventReminderEmail } from './reminder-emails';
import { type ReminderBooking, reminderDue } from './reminder-rules';

const CHICAGO = 'America/Chicago';
const booking = (overrides: Partial<ReminderBooking> = {}): ReminderBooking => ({
  status: 'confirmed',
  balanceDueCents: 0,
  eventDate: '2026-06-13',
  eventTime: '14:00',
  ...overrides,
});
const at = (iso: string) => new Date(iso);

describe('reminderDue', () => {
  // 2026-06-13 14:00 in Chicago is 19:00 UTC (CDT, UTC-5).
  it('event-48h: a confirmed event from exactly 48 hours before its start until it starts', () => {
    expect(reminderDue('event-48h', booking(), CHICAGO, at('2026-06-11T18:59:00Z'))).toBe(false);
    expect(reminderDue('event-48h', booking(), CHICAGO, at('2026-06-11T19:00:00Z'))).toBe(true);
    expect(reminderDue('event-48h', booking(), CHICAGO, at('2026-06-13T18:59:00Z'))).toBe(true);
    expect(reminderDue('event-48h', booking(), CHICAGO, at('2026-06-13T19:00:00Z'))).toBe(false);
  });

  it('event-48h: never for a pending or cancelled booking', () => {
    const now = at('2026-06-12T12:00:00Z');
    expect(reminderDue('event-48h', booking({ status: 'pending' }), CHICAGO, now)).toBe(false);
    expect(reminderDue('event-48h', booking({ status: 'cancelled' }), CHICAGO, now)).toBe(false);
  });

  it('sizes-7d: shirt sizes still missing (RosterReads says 0 once the list closed), from 7 days before the start', () => {
    const missing = { shirtSizesMissing: 3 };
    expect(reminderDue('sizes-7d', booking(missing), CHICAGO, at('2026-06-06T18:59:00Z'))).toBe(false);
    expect(reminderDue('sizes-7d', booking(missing), CHICAGO, at('2026-06-06T19:00:00Z'))).toBe(true);
    expect(reminderDue('sizes-7d', booking({ shirtSizesMissing: 0 }), CHICAGO, at('2026-06-08T12:00:00Z'))).toBe(false);
    expect(reminderDue('sizes-7d', booking(), CHICAGO, at('2026-06-08T12:00:00Z'))).toBe(false);
  });

  it('balance-7d: a balance on a booking not cancelled, from 7 days before the start', () => {
    const owing = { balanceDueCents: 42_750 };
    expect(reminderDue('balance-7d', booking(owing), CHICAGO, at('2026-06-06T18:59:00Z'))).toBe(false);
    expect(reminderDue('balance-7d', booking(owing), CHICAGO, at('2026-06-06T19:00:00Z'))).toBe(true);
    const now = at('2026-06-08T12:00:00Z');
    expect(reminderDue('balance-7d', booking({ ...owing, status: 'pending' }), CHICAGO, now)).toBe(true);
    expect(reminderDue('balance-7d', booking({ ...owing, status: 'cancelled' }), CHICAGO, now)).toBe(false);
    expect(reminderDue('balance-7d', booking(), CHICAGO, now)).toBe(false);
    expect(reminderDue('balance-7d', booking(owing), CHICAGO, at('2026-06-13T19:00:00Z'))).toBe(false);
  });

  it('reads the start in the business zone: the same booking is due at another instant in New York', () => {
    // 14:00 in New York is 18:00 UTC: due an hour earlier than in Chicago.
    const now = at('2026-06-11T18:30:00Z');
    expect(reminderDue('event-48h', booking(), 'America/New_York', now)).toBe(true);
    expect(reminderDue('event-48h', booking(), CHICAGO, now)).toBe(false);
  });

  it('counts elapsed hours across the change to daylight saving time', () => {
    // Sunday 2026-03-08 10:00 CDT is 15:00 UTC; clocks went forward that night, so Friday 09:00 CST (15:00 UTC) is
    // 49 hours before on the wall clock but 48 elapsed: due then, not an hour later.
    const sunday = booking({ eventDate: '2026-03-08', eventTime: '10:00' });
    expect(reminderDue('event-48h', sunday, CHICAGO, at('2026-03-06T14:59:00Z'))).toBe(false);
    expect(reminderDue('event-48h', sunday, CHICAGO, at('2026-03-06T15:00:00Z'))).toBe(true);
  });
});

describe('reminder e-mails', () => {
  it('48 hours: when (in the business zone), where, arrival, games, the balance; no invite (the parent has it)', () => {
    const facts = bookingFacts();
    const { subject, text } = eventReminderEmail(facts, CONTEXT);
    expect(subject).toBe("See you soon: Alex's Birthday Party is in two days");
    expect(text).toContain('Saturday, July 11, 2026 at 2:00 PM CDT (Central Time (America/Chicago))');
    expect(text).toContain('Location: 12 Oak Street, Austin, TX 78701');
    expect(text).toContain('arrives 30 minutes early (1:30 PM CDT)');
    expect(text).toContain('Relay Race, Tug of War, Sack Race, Backyard Bingo');
    expect(text).toContain('The balance of $427.50 is still open');
    expect(text).toContain(`https://championsparty.example/bookings/${facts.booking.id}?token=signed`);
    const paid = eventReminderEmail(bookingFacts({ amountPaidCents: 85_500, balanceDueCents: 0 }), CONTEXT).text;
    expect(paid).not.toContain('balance');
    expect(text).not.toContain('invite');
  });

  it('7 days: the balance due in dollars and where to pay it', () => {
    const { subject, text } = balanceReminderEmail(bookingFacts(), CONTEXT);
    expect(subject).toBe('Balance reminder for booking 34CD56EF');
    expect(text).toContain('Balance due: $427.50');
    expect(text).toContain("pay it any time before the event on your booking's page (the link above).");
    expect(text).toContain(
      'View your booking: https://championsparty.example/bookings/3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef',
    );
    expect(text).not.toContain('secured once');
    const unpaid = bookingFacts({ status: 'pending', amountPaidCents: 0, balanceDueCents: 85_500 });
    expect(balanceReminderEmail(unpaid, CONTEXT).text).toContain('Balance due: $855.00');
    expect(balanceReminderEmail(unpaid, CONTEXT).text).toContain('Your date is secured once a payment arrives.');
  });
});
