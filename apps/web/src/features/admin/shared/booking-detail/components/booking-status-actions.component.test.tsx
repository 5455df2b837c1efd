import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACTION_MESSAGES as M,
  REFUND_BY_HAND_LABELS,
  type AdminBookingActivity,
  type CancellationResult,
} from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { capturedPayment, createdBooking } from '@/testing/booking.fixtures';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { BookingStatusActions } from './booking-status-actions.component';

const booking = createdBooking({ status: 'confirmed', paymentStatus: 'completed', amountPaid: '400.00' });
const ACTIVITY: AdminBookingActivity = {
  payments: [capturedPayment({ bookingId: booking.id })],
  refundable: '400.00',
  refundableSplit: { paypal: '400.00', cash: '0.00', bankTransfer: '0.00' },
  openRefunds: [],
  history: [],
};

/** The admin cancels with a reason and the prefilled refund; the server answers `result`. */
async function cancelAnswered(result: CancellationResult) {
  const api = stubApi({
    [`GET /api/admin/bookings/${booking.id}/activity`]: { body: ACTIVITY },
    [`POST /api/admin/bookings/${booking.id}/cancel`]: { body: result },
  });
  const { user, fill } = renderWithProviders(<BookingStatusActions booking={booking} />);
  const open = await screen.findByRole('button', { name: 'Cancel booking…' });
  // Offered once the payments (what may be refunded) are loaded.
  await waitFor(() => expect(open).toBeEnabled());
  await user.click(open);
  await fill(screen.getByLabelText('Reason (sent to the parent)'), 'Venue flooded');
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  return { api, toast: await findToast('Booking cancelled') };
}

describe("an admin's cancel: the booking is cancelled first, then PayPal is asked for the refund", () => {
  it('says the parent is told when PayPal made the refund', async () => {
    const { api, toast } = await cancelAnswered({ refundAmount: '400.00', refundFailed: false });
    expect(api.to('POST', `/api/admin/bookings/${booking.id}/cancel`)[0].body).toEqual({
      reason: 'Venue flooded',
      refund: '400.00',
    });
    expect(toast).toHaveTextContent(M.cancelled);
  });

  it('says where the refund is when PayPal has not made it (refused, or not reached yet)', async () => {
    const { toast } = await cancelAnswered({ refundAmount: '400.00', refundFailed: true });
    expect(toast).toHaveTextContent(M.cancelledRefundNotMade);
  });
});

describe("an admin's cancel when part of the money came in cash", () => {
  it('says PayPal gives back its part first and how the amount typed would go back', async () => {
    const activity: AdminBookingActivity = {
      ...ACTIVITY,
      refundable: '1055.00',
      refundableSplit: { paypal: '895.00', cash: '160.00', bankTransfer: '0.00' },
    };
    stubApi({ [`GET /api/admin/bookings/${booking.id}/activity`]: { body: activity } });
    const { user, fill } = renderWithProviders(<BookingStatusActions booking={booking} />);
    const open = await screen.findByRole('button', { name: 'Cancel booking…' });
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const refund = screen.getByLabelText(REFUND_BY_HAND_LABELS.cancel('1055.00'));
    expect(refund).toHaveValue('1055.00');
    expect(screen.getByText('This refund: $895.00 through PayPal, $160.00 to return in cash.')).toBeInTheDocument();
    await fill(refund, '900');
    expect(screen.getByText('This refund: $895.00 through PayPal, $5.00 to return in cash.')).toBeInTheDocument();
    await fill(refund, '500');
    expect(screen.getByText('This refund: $500.00 through PayPal.')).toBeInTheDocument();
  });
});

describe('a completed party', () => {
  it('offers neither confirm nor cancel: it ran', async () => {
    stubApi({ [`GET /api/admin/bookings/${booking.id}/activity`]: { body: ACTIVITY } });
    renderWithProviders(<BookingStatusActions booking={{ ...booking, status: 'completed' }} />);
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking…' })).toBeNull();
  });
});
