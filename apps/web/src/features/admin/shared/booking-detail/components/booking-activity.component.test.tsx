import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminBookingActivity, BookingHistoryEntry } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { capturedPayment } from '@/testing/booking.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { AdminTimeZoneContext } from '@/features/admin/shell/components/admin-time-zone.context';
import { BookingActivity } from './booking-activity.component';

const ID = '3f2c1b9a-0000-4000-8000-00000000abcd';

const entry = (overrides: Partial<BookingHistoryEntry>): BookingHistoryEntry => ({
  at: '2027-02-10T16:00:00.000Z',
  action: 'note',
  actor: { id: null, name: 'admin' },
  before: null,
  after: null,
  note: null,
  ...overrides,
});

const ACTIVITY: AdminBookingActivity = {
  payments: [],
  refundable: '0.00',
  refundableSplit: { paypal: '0.00', cash: '0.00', bankTransfer: '0.00' },
  openRefunds: [],
  history: [
    entry({ action: 'created', actor: { id: 'u1', name: 'Parent' }, after: { status: 'pending', total: '650.00' } }),
    entry({
      action: 'paid',
      actor: { id: null, name: 'PayPal' },
      before: { amountPaid: '0.00', balanceDue: '650.00', paymentStatus: 'unpaid' },
      after: { amountPaid: '650.00', balanceDue: '0.00', paymentStatus: 'completed' },
      note: 'PayPal capture 7AB12345',
    }),
    entry({
      action: 'confirmed',
      actor: { id: null, name: 'PayPal' },
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    }),
    entry({
      at: '2027-02-11T23:30:00.000Z',
      action: 'moved',
      before: { team: 'Team Red', date: '2027-02-20', time: '10:00' },
      after: { team: 'Team Red', date: '2027-02-21', time: '14:00' },
    }),
  ],
};

describe("the admin booking detail's history (words, not codes)", () => {
  it('reads each entry as a sentence, at its time on the business clock, never as field changes', async () => {
    stubApi({
      [`GET /api/admin/bookings/${ID}/activity`]: { body: ACTIVITY },
      [`GET /api/admin/bookings/${ID}/documents`]: { body: [] },
    });
    renderWithProviders(
      <AdminTimeZoneContext.Provider value="America/Chicago">
        <BookingActivity bookingId={ID} cancelled={false} />
      </AdminTimeZoneContext.Provider>,
    );
    const lines = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Booked by Parent for $650.00 · Feb 10, 2027, 10:00 AM',
      'Paid $650.00 by PayPal · Feb 10, 2027, 10:00 AMPayPal capture 7AB12345',
      'Confirmed by PayPal · Feb 10, 2027, 10:00 AM',
      // 23:30 UTC is still the 11th in Chicago.
      'Moved from Sat, Feb 20, 10:00 AM to Sun, Feb 21, 2:00 PM by admin · Feb 11, 2027, 5:30 PM',
    ]);
    expect(screen.getByRole('list', { name: 'History' })).not.toHaveTextContent(/amountPaid|status:|→/);
  });
});

describe('payments taken outside PayPal in the detail', () => {
  it('says how and when each was received, with its note, and offers "Reverse" until it is reversed', async () => {
    const cash = capturedPayment({
      id: 'cash1',
      method: 'cash',
      plan: 'balance',
      receivedOn: '2027-02-09',
      note: 'At the door',
    });
    const transfer = capturedPayment({
      id: 'bank1',
      method: 'bank-transfer',
      plan: 'deposit',
      receivedOn: '2027-02-01',
      refundedAmount: '400.00',
      refunds: [
        {
          id: 'r1',
          refundId: 'reversal-bank1',
          amount: '400.00',
          kind: 'reversal',
          reason: 'Bounced',
          refundedAt: '2027-02-03T16:00:00.000Z',
        },
      ],
    });
    stubApi({
      [`GET /api/admin/bookings/${ID}/activity`]: {
        body: { ...ACTIVITY, payments: [transfer, cash, capturedPayment()] },
      },
      [`GET /api/admin/bookings/${ID}/documents`]: { body: [] },
    });
    renderWithProviders(
      <AdminTimeZoneContext.Provider value="America/Chicago">
        <BookingActivity bookingId={ID} cancelled={false} />
      </AdminTimeZoneContext.Provider>,
    );
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const rows = await within(payments).findAllByRole('row');
    // How and when the money came, in place of PayPal's "Captured".
    expect(rows[1]).toHaveTextContent('Received by bank transfer on Feb 1');
    expect(rows[1]).not.toHaveTextContent('Captured');
    expect(rows[1]).toHaveTextContent('−$400.00 reversed');
    expect(within(rows[1]).queryByRole('button', { name: 'Reverse…' })).toBeNull();
    expect(rows[2]).toHaveTextContent('Received in cash on Feb 9');
    expect(rows[2]).toHaveTextContent('CashAt the door');
    expect(within(rows[2]).getByRole('button', { name: 'Reverse…' })).toBeInTheDocument();
    expect(within(rows[3]).queryByRole('button', { name: 'Reverse…' })).toBeNull();
    expect(rows[3]).toHaveTextContent('Capture CAPTURE1');
  });

  it('says what a cancellation owes back by hand, and records its return with the amount prefilled', async () => {
    const cash = capturedPayment({
      id: 'cash1',
      method: 'cash',
      plan: 'balance',
      amount: '200.00',
      receivedOn: '2027-02-09',
      owedAmount: '188.00',
    });
    const api = stubApi({
      [`GET /api/admin/bookings/${ID}/activity`]: { body: { ...ACTIVITY, payments: [capturedPayment(), cash] } },
      [`GET /api/admin/bookings/${ID}/documents`]: { body: [] },
      ['POST /api/admin/payments/cash1/reverse']: { body: { ...cash, owedAmount: '0.00', refundedAmount: '188.00' } },
    });
    renderWithProviders(
      <AdminTimeZoneContext.Provider value="America/Chicago">
        <BookingActivity bookingId={ID} cancelled />
      </AdminTimeZoneContext.Provider>,
    );
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const rows = await within(payments).findAllByRole('row');
    expect(rows[2]).toHaveTextContent('$188.00 to return in cash or by bank transfer');
    expect(within(rows[2]).queryByRole('button', { name: 'Reverse…' })).toBeNull();
    expect(within(payments).getAllByText('$188.00 to return in cash or by bank transfer')).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(within(rows[2]).getByRole('button', { name: 'Record the return…' }));
    const form = within(payments).getByRole('form', { name: 'Record the return' });
    expect(within(form).getByLabelText('Amount returned ($)')).toHaveValue('188.00');
    await user.type(within(form).getByLabelText('How was it returned?'), 'Handed back at the office');
    await user.click(within(form).getByRole('button', { name: 'Record the return' }));
    await expect.poll(() => api.to('POST', '/api/admin/payments/cash1/reverse')).toHaveLength(1);
    expect(api.to('POST', '/api/admin/payments/cash1/reverse')[0].body).toEqual({
      reason: 'Handed back at the office',
      amount: '188.00',
    });
  });

  it('says which part of Refundable PayPal gives back and which part is returned by hand', async () => {
    // Booked 18 children ($895.00 through PayPal), edited to 22, the $160.00 due paid in cash.
    const cash = capturedPayment({
      id: 'cash1',
      method: 'cash',
      plan: 'balance',
      amount: '160.00',
      receivedOn: '2027-02-09',
    });
    const activity: AdminBookingActivity = {
      ...ACTIVITY,
      payments: [capturedPayment({ amount: '895.00' }), cash],
      refundable: '1055.00',
      refundableSplit: { paypal: '895.00', cash: '160.00', bankTransfer: '0.00' },
    };
    stubApi({
      [`GET /api/admin/bookings/${ID}/activity`]: { body: activity },
      [`GET /api/admin/bookings/${ID}/documents`]: { body: [] },
    });
    renderWithProviders(
      <AdminTimeZoneContext.Provider value="America/Chicago">
        <BookingActivity bookingId={ID} cancelled={false} />
      </AdminTimeZoneContext.Provider>,
    );
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText(/^Refundable:/)).toHaveTextContent(
      'Refundable: $1,055.00 ($895.00 through PayPal, $160.00 to return in cash)',
    );
  });
});
