import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REFUND_BY_HAND_LABELS, type AdminBookingActivity, type ManagedBooking } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { managedBooking } from '@/testing/booking.fixtures';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { CancellationRequestPanel } from './cancellation-request-panel.component';

const open = (): ManagedBooking =>
  managedBooking({
    policy: { ...managedBooking().policy, canReschedule: false, cancel: 'request' },
    cancellationRequest: {
      id: 'r1',
      status: 'open',
      reason: 'Our child is ill',
      createdAt: '2026-03-22T15:00:00.000Z',
      decidedAt: null,
      refundAmount: null,
    },
  });
const ID = open().id;
const REQUEST = `/api/admin/bookings/${ID}/cancellation-request`;

describe("an admin decides a parent's late cancellation request", () => {
  it('approves with the refund prefilled from the policy, changed by the admin', async () => {
    const api = stubApi({
      [`GET /api/bookings/${ID}`]: { body: open() },
      [`POST ${REQUEST}/approve`]: { status: 204 },
    });
    const { user, fill } = renderWithProviders(<CancellationRequestPanel bookingId={ID} />);
    const panel = await screen.findByRole('region', { name: 'Cancellation request' });
    expect(panel).toHaveTextContent('Our child is ill');
    const refund = within(panel).getByLabelText(/Refund through PayPal/);
    expect(refund).toHaveValue('388.00');
    await fill(refund, '200');
    await user.click(within(panel).getByRole('button', { name: 'Approve and cancel' }));
    await findToast('Request approved');
    expect(api.to('POST', `${REQUEST}/approve`)[0].body).toEqual({ refundAmount: '200' });
  });

  it('part paid in cash: the approval says PayPal gives back its part first, the rest by hand', async () => {
    // Booked 18 children ($895.00 through PayPal), edited to 22, the $160.00 due paid in cash.
    const booking = open();
    const policy = {
      ...booking.policy,
      refundNow: '1023.35',
      refundNowSplit: { paypal: '895.00', cash: '128.35', bankTransfer: '0.00' },
    };
    const activity: AdminBookingActivity = {
      payments: [],
      refundable: '1055.00',
      refundableSplit: { paypal: '895.00', cash: '160.00', bankTransfer: '0.00' },
      openRefunds: [],
      history: [],
    };
    stubApi({
      [`GET /api/bookings/${ID}`]: { body: { ...booking, policy } },
      [`GET /api/admin/bookings/${ID}/activity`]: { body: activity },
    });
    const { fill } = renderWithProviders(<CancellationRequestPanel bookingId={ID} />);
    const panel = await screen.findByRole('region', { name: 'Cancellation request' });
    const refund = within(panel).getByLabelText(REFUND_BY_HAND_LABELS.approve);
    expect(refund).toHaveValue('1023.35');
    expect(
      await within(panel).findByText('This refund: $895.00 through PayPal, $128.35 to return in cash.'),
    ).toBeInTheDocument();
    await fill(refund, '1000');
    expect(
      within(panel).getByText('This refund: $895.00 through PayPal, $105.00 to return in cash.'),
    ).toBeInTheDocument();
  });

  it('declines, and refuses a refund that is no amount before sending', async () => {
    const api = stubApi({
      [`GET /api/bookings/${ID}`]: { body: open() },
      [`POST ${REQUEST}/decline`]: { status: 204 },
    });
    const { user, fill } = renderWithProviders(<CancellationRequestPanel bookingId={ID} />);
    const panel = await screen.findByRole('region', { name: 'Cancellation request' });
    await fill(within(panel).getByLabelText(/Refund through PayPal/), 'lots');
    await user.click(within(panel).getByRole('button', { name: 'Approve and cancel' }));
    await waitFor(() => expect(within(panel).getByLabelText(/Refund through PayPal/)).toBeInvalid());
    expect(api.to('POST', `${REQUEST}/approve`)).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Decline' }));
    await findToast('Request declined');
    expect(api.to('POST', `${REQUEST}/decline`)).toHaveLength(1);
  });

  it('shows nothing for a booking without a request', async () => {
    const api = stubApi({ [`GET /api/bookings/${ID}`]: { body: managedBooking() } });
    const { queryClient } = renderWithProviders(<CancellationRequestPanel bookingId={ID} />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.sent).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Cancellation request' })).not.toBeInTheDocument();
  });
});
