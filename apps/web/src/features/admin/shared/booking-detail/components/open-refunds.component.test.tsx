import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBookingActivity, RefundRequestView } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { capturedPayment } from '@/testing/booking.fixtures';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { BookingActivity } from '@/features/admin/shared/booking-detail/components/booking-activity.component';

const ID = '3f2c1b9a-0000-4000-8000-00000000abcd';
const ACTIVITY = `/api/admin/bookings/${ID}/activity`;
const retry = (requestId: string) => `/api/admin/bookings/${ID}/refunds/${requestId}/retry`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const refund = (overrides: Partial<RefundRequestView>): RefundRequestView => ({
  id: 'r-waiting',
  paymentId: 'p1',
  amount: '388.00',
  requestedAt: minutesAgo(5),
  status: 'requested',
  failureReason: null,
  requestedBy: 'Parent',
  ...overrides,
});

/** A $400.00 payment with the refunds PayPal has not made. */
const activity = (openRefunds: RefundRequestView[]): AdminBookingActivity => ({
  payments: [capturedPayment({ bookingId: ID, capturedAt: minutesAgo(60), createdAt: minutesAgo(61) })],
  refundable: '400.00',
  refundableSplit: { paypal: '400.00', cash: '0.00', bankTransfer: '0.00' },
  openRefunds,
  history: [],
});

const render = (routes: Parameters<typeof stubApi>[0], { cancelled = true } = {}) => {
  const api = stubApi({ [`GET /api/admin/bookings/${ID}/documents`]: { body: [] }, ...routes });
  return { api, ...renderWithProviders(<BookingActivity bookingId={ID} cancelled={cancelled} />) };
};
const rows = async () => within(await screen.findByRole('region', { name: 'Refunds not made' })).getAllByRole('row');

describe("the admin booking detail's refunds PayPal has not made", () => {
  it('shows each with its amount, when it was asked and its state; offers a resend when one is due', async () => {
    render({
      [`GET ${ACTIVITY}`]: {
        body: activity([
          refund({ id: 'r-old', requestedAt: '2026-03-20T15:00:00.000Z' }),
          refund({ id: 'r-new', amount: '100.00', requestedAt: minutesAgo(0.2), requestedBy: 'admin' }),
          refund({ id: 'r-refused', status: 'failed', failureReason: 'REFUND_NOT_ALLOWED' }),
        ]),
      },
    });
    const [, old, recent, refused] = await rows();
    expect(old).toHaveTextContent('$388.00');
    expect(old).toHaveTextContent('Mar 20, 2026');
    expect(old).toHaveTextContent('by Parent');
    expect(old).toHaveTextContent('Waiting for PayPal');
    expect(within(old).getByRole('button', { name: 'Send refund again' })).toBeEnabled();
    // Asked seconds ago: the api may still be waiting for PayPal's answer.
    expect(recent).toHaveTextContent('$100.00');
    expect(recent).toHaveTextContent('Waiting for PayPal');
    expect(within(recent).queryByRole('button')).not.toBeInTheDocument();
    expect(refused).toHaveTextContent('PayPal refused: REFUND_NOT_ALLOWED');
    expect(within(refused).getByRole('button', { name: 'Send refund again' })).toBeEnabled();
  });

  it('sends a refused refund again: the button is busy until PayPal answers, the toast says it is made', async () => {
    let answer: (value: { body: RefundRequestView }) => void = () => undefined;
    const refused = refund({ id: 'r-refused', status: 'failed', failureReason: 'REFUND_NOT_ALLOWED' });
    let made = false;
    const { api, user } = render({
      [`GET ${ACTIVITY}`]: () => ({ body: activity(made ? [] : [refused]) }),
      [`POST ${retry('r-refused')}`]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const [, row] = await rows();
    await user.click(within(row).getByRole('button', { name: 'Send refund again' }));
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Send refund again' })).toBeDisabled());
    expect(api.to('POST', retry('r-refused'))).toHaveLength(1);

    made = true;
    answer({ body: refund({ id: 'r-next', status: 'completed', requestedBy: 'admin' }) });
    expect(await findToast('Refund sent')).toHaveTextContent('$388.00 is on its way back to the parent.');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Refunds not made' })).not.toBeInTheDocument());
  });

  it('says so when PayPal is still unreachable, refuses it again, or nothing is left to send', async () => {
    const { user } = render({
      [`GET ${ACTIVITY}`]: {
        body: activity([
          refund({ id: 'r-waiting' }),
          refund({ id: 'r-refused', status: 'failed', failureReason: 'REFUND_NOT_ALLOWED' }),
          refund({ id: 'r-done', status: 'failed', failureReason: 'INTERNAL_SERVER_ERROR' }),
        ]),
      },
      [`POST ${retry('r-waiting')}`]: { body: refund({ id: 'r-waiting' }) },
      [`POST ${retry('r-refused')}`]: {
        body: refund({ id: 'r-next', status: 'failed', failureReason: 'REFUND_NOT_ALLOWED' }),
      },
      [`POST ${retry('r-done')}`]: {
        status: 409,
        body: { statusCode: 409, code: 'REFUND_NOT_RESENDABLE', message: 'This refund was already made.' },
      },
    });
    const [, waiting, refused, done] = await rows();
    await user.click(within(waiting).getByRole('button', { name: 'Send refund again' }));
    expect(await findToast('Still waiting for PayPal')).toHaveTextContent('sent again automatically');
    await user.click(within(refused).getByRole('button', { name: 'Send refund again' }));
    expect(await findToast('Refund not made')).toHaveTextContent('PayPal refused: REFUND_NOT_ALLOWED');
    await user.click(within(done).getByRole('button', { name: 'Send refund again' }));
    expect(await findToast('Not sent')).toHaveTextContent('This refund was already made.');
  });

  it("offers no resend for a booking an admin's cancel left standing, and says what sends it", async () => {
    render(
      {
        [`GET ${ACTIVITY}`]: {
          body: activity([
            refund({ id: 'r-waiting', requestedBy: 'admin' }),
            refund({ id: 'r-refused', status: 'failed', failureReason: 'REFUND_NOT_ALLOWED' }),
          ]),
        },
      },
      { cancelled: false },
    );
    const [, waiting, refused] = await rows();
    for (const row of [waiting, refused]) {
      expect(row).toHaveTextContent('Not sent: the booking was not cancelled. Cancel it again with this refund');
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('shows nothing when every refund was made', async () => {
    render({ [`GET ${ACTIVITY}`]: { body: activity([]) } });
    await screen.findByText('Refundable:');
    expect(screen.queryByRole('region', { name: 'Refunds not made' })).not.toBeInTheDocument();
  });
});
