import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAYMENT_MESSAGES as M, todayIn } from '@app/contracts';
import { stubApi, type StubReply } from '@/testing/api-stub.testing';
import { capturedPayment } from '@/testing/booking.fixtures';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { AdminTimeZoneContext } from '@/features/admin/shell/components/admin-time-zone.context';
import { RecordPaymentForm } from './record-payment-form.component';
import { ReversePayment } from './reverse-payment.component';

const ZONE = 'America/Chicago';
const PATH = '/api/admin/bookings/b1/payments';

/** The form opened on a booking owing $200.00; the server answers the record with `reply`. */
async function openForm(reply: StubReply | (() => StubReply | Promise<StubReply>)) {
  const api = stubApi({ [`POST ${PATH}`]: reply });
  const view = renderWithProviders(
    <AdminTimeZoneContext.Provider value={ZONE}>
      <RecordPaymentForm bookingId="b1" balanceDue="200.00" />
    </AdminTimeZoneContext.Provider>,
  );
  await view.user.click(screen.getByRole('button', { name: 'Record a payment…' }));
  return { api, ...view };
}

const recorded = {
  body: capturedPayment({ id: 'cash1', bookingId: 'b1', method: 'cash', amount: '200.00', receivedOn: '2026-11-20' }),
  status: 201,
};

describe('"Record a payment": cash or a bank transfer the business took', () => {
  it('sends the method, the balance (prefilled), today on the business clock and the note, once for a double click', async () => {
    let answer!: (reply: StubReply) => void;
    const { api, user, fill } = await openForm(() => new Promise<StubReply>((resolve) => (answer = resolve)));
    expect(screen.getByLabelText('Amount in dollars (up to $200.00)')).toHaveValue('200.00');
    expect(screen.getByLabelText('Received on')).toHaveValue(todayIn(ZONE));
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await fill(screen.getByLabelText('Note (for the business only)'), 'Paid at the door');
    const submit = screen.getByRole('button', { name: 'Record payment' });
    await user.click(submit);
    await user.click(submit);
    await waitFor(() => expect(api.to('POST', PATH)).toHaveLength(1));
    answer(recorded);
    const [sent] = api.to('POST', PATH);
    expect(sent.body).toEqual({
      method: 'cash',
      amount: '200.00',
      receivedOn: todayIn(ZONE),
      note: 'Paid at the door',
    });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await findToast(M.recorded)).toHaveTextContent(/Paid \$200\.00 in cash on /);
    // Done: the form closes, ready for the next payment.
    expect(await screen.findByRole('button', { name: 'Record a payment…' })).toBeInTheDocument();
  });

  it('offers cash first and says what is missing before sending: an amount above $0.00', async () => {
    const { api, user, fill } = await openForm(recorded);
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await fill(screen.getByLabelText('Amount in dollars (up to $200.00)'), '0');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(M.amountZero)).toBeInTheDocument();
    expect(screen.getByLabelText('Amount in dollars (up to $200.00)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toHaveLength(0);
  });

  it('puts the server’s refusal at its field: more than the balance due', async () => {
    const message = M.amountTooLarge(20_000);
    const { user, fill } = await openForm({
      status: 422,
      body: { code: 'OFFLINE_PAYMENT_REFUSED', message, fields: { amount: message } },
    });
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await fill(screen.getByLabelText('Amount in dollars (up to $200.00)'), '250');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Amount in dollars (up to $200.00)')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('"Reverse" on an offline payment', () => {
  it('asks why, then sends the reason with what is left of it (a part when changed)', async () => {
    const api = stubApi({ 'POST /api/admin/payments/cash1/reverse': { body: recorded.body } });
    const { user, fill } = renderWithProviders(<ReversePayment paymentId="cash1" left="200.00" />);
    await user.click(screen.getByRole('button', { name: 'Reverse…' }));
    await user.click(screen.getByRole('button', { name: 'Reverse payment' }));
    expect(await screen.findByText(M.reasonRequired)).toBeInTheDocument();
    await fill(screen.getByLabelText('Why reverse it?'), 'Recorded twice');
    await user.click(screen.getByRole('button', { name: 'Reverse payment' }));
    expect(await findToast(M.reversed)).toHaveTextContent('Recorded twice');
    expect(api.to('POST', '/api/admin/payments/cash1/reverse')[0].body).toEqual({
      reason: 'Recorded twice',
      amount: '200.00',
    });
  });

  it('reverses part of it: paid above a changed total', async () => {
    const api = stubApi({ 'POST /api/admin/payments/cash1/reverse': { body: recorded.body } });
    const { user, fill } = renderWithProviders(<ReversePayment paymentId="cash1" left="200.00" />);
    await user.click(screen.getByRole('button', { name: 'Reverse…' }));
    await fill(screen.getByLabelText('Amount reversed ($)'), '50');
    await fill(screen.getByLabelText('Why reverse it?'), 'Paid above the new total');
    await user.click(screen.getByRole('button', { name: 'Reverse payment' }));
    await expect.poll(() => api.to('POST', '/api/admin/payments/cash1/reverse')).toHaveLength(1);
    expect(api.to('POST', '/api/admin/payments/cash1/reverse')[0].body).toEqual({
      reason: 'Paid above the new total',
      amount: '50',
    });
  });
});
