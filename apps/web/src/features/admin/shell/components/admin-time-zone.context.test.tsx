import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBookingActivity, AdminBookingDetail, DocumentLink } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { capturedPayment, createdBooking } from '@/testing/booking.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { AdminTimeZoneContext } from './admin-time-zone.context';
import { BookingDetailDialog } from '@/features/admin/shared/booking-detail/components/booking-detail-dialog.component';

/**
 * The business is in Honolulu (UTC-10), the test runner's clock is not: each instant below is the evening before on
 * the business's clock ("Nov 24, 2026, 5:30 PM" for 03:30 UTC on the 25th), so a time shown on the browser's clock
 * reads another day and hour.
 */
const ZONE = 'Pacific/Honolulu';

const BOOKING: AdminBookingDetail = {
  ...createdBooking({ createdAt: '2026-11-25T03:00:00.000Z', paymentCompletedAt: '2026-11-25T04:45:00.000Z' }),
  payment: 'paid',
  games: [],
  cancellationRequest: null,
  account: null,
  waivers: { required: false, signatures: [], missing: [] },
};

const ACTIVITY: AdminBookingActivity = {
  payments: [capturedPayment({ bookingId: BOOKING.id })],
  refundable: '400.00',
  refundableSplit: { paypal: '400.00', cash: '0.00', bankTransfer: '0.00' },
  openRefunds: [],
  history: [
    {
      at: '2026-11-25T03:30:00.000Z',
      action: 'created',
      actor: { id: null, name: 'Parent' },
      before: null,
      after: null,
      note: null,
    },
  ],
};

const DOCUMENTS: DocumentLink[] = [
  {
    id: 'd1',
    kind: 'receipt',
    createdAt: '2026-11-25T05:00:00.000Z',
    emailedAt: '2026-11-25T05:02:00.000Z',
    url: `/api/bookings/${BOOKING.id}/receipt`,
  },
];

describe("the admin booking detail's instants", () => {
  it("reads the business's clock in the booking, its history, payments and documents", async () => {
    const path = `/api/admin/bookings/${BOOKING.id}`;
    stubApi({
      [`GET ${path}`]: { body: BOOKING },
      [`GET ${path}/activity`]: { body: ACTIVITY },
      [`GET ${path}/documents`]: { body: DOCUMENTS },
      [`GET /api/bookings/${BOOKING.id}`]: { status: 404 },
    });
    renderWithProviders(
      <AdminTimeZoneContext.Provider value={ZONE}>
        <BookingDetailDialog bookingId={BOOKING.id} onClose={() => undefined} />
      </AdminTimeZoneContext.Provider>,
    );

    const history = await screen.findByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('Booked by Parent · Nov 24, 2026, 5:30 PM');
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(within(payments).getByRole('cell', { name: 'Nov 24, 2026, 6:45 PM' })).toBeInTheDocument();
    const documents = await screen.findByRole('list', { name: 'Documents' });
    expect(documents).toHaveTextContent('Receipt · built Nov 24, 2026, 7:00 PM · e-mailed Nov 24, 2026, 7:02 PM');
    const booking = screen.getByRole('region', { name: 'Booking' });
    expect(booking).toHaveTextContent('Paid atNov 24, 2026, 6:45 PM');
    expect(screen.getByRole('region', { name: 'Ids and codes' })).toHaveTextContent('CreatedNov 24, 2026, 5:00 PM');
  });
});
