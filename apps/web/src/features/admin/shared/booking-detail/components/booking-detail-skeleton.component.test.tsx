import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBookingActivity, AdminBookingDetail } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { createdBooking } from '@/testing/booking.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { BookingDetailDialog } from './booking-detail-dialog.component';

const BOOKING: AdminBookingDetail = {
  ...createdBooking(),
  payment: 'unpaid',
  games: [],
  cancellationRequest: null,
  account: null,
  waivers: { required: false, signatures: [], missing: [] },
};
const ACTIVITY: AdminBookingActivity = {
  payments: [],
  refundable: '0.00',
  refundableSplit: { paypal: '0.00', cash: '0.00', bankTransfer: '0.00' },
  openRefunds: [],
  history: [],
};

describe('the admin booking detail while it loads', () => {
  it('shows its sections’ shape, not a spinner, and says it is loading to a screen reader', async () => {
    const path = `/api/admin/bookings/${BOOKING.id}`;
    let answer: (value: { body: AdminBookingDetail }) => void = () => undefined;
    stubApi({
      [`GET ${path}`]: () => new Promise((resolve) => (answer = resolve)),
      [`GET ${path}/activity`]: { body: ACTIVITY },
      [`GET ${path}/documents`]: { body: [] },
      [`GET /api/bookings/${BOOKING.id}`]: { status: 404 },
    });
    renderWithProviders(<BookingDetailDialog bookingId={BOOKING.id} onClose={() => undefined} />);

    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('status')).toHaveTextContent('Loading booking...');
    expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    // The sections' titles over grey bars, kept from screen readers until the booking is there.
    const titles = [...dialog.querySelectorAll('[aria-busy="true"] h3')].map((h) => h.textContent);
    expect(titles).toEqual(['Booking', 'Event', 'Parent and child', 'Location', 'Games', 'Add-ons', 'Price']);
    expect(dialog.querySelectorAll('.admin-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Price' })).toBeNull();
    expect(dialog.querySelector('.rt-Spinner')).toBeNull();

    answer({ body: BOOKING });
    expect(await screen.findByRole('region', { name: 'Price' })).toHaveTextContent('Total$400.00');
    expect(await screen.findByText('No payment has been made on this booking.')).toBeInTheDocument();
    await waitFor(() => expect(dialog.querySelector('.admin-skeleton')).toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
