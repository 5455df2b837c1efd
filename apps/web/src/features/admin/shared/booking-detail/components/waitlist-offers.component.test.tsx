import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBookingDetail, AdminWaitlistOffer } from '@app/contracts';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { stubApi } from '@/testing/api-stub.testing';
import { createdBooking } from '@/testing/booking.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { BookingDetailDialog } from './booking-detail-dialog.component';

const CANCELLED: AdminBookingDetail = {
  ...createdBooking({ status: 'cancelled' }),
  payment: 'unpaid',
  games: [],
  cancellationRequest: null,
  account: null,
  waivers: { required: false, signatures: [], missing: [] },
};
const DETAIL = `GET /api/admin/bookings/${CANCELLED.id}`;
const OFFERS = `GET /api/admin/waitlist/offers?bookingId=${CANCELLED.id}`;

const offer = (overrides: Partial<AdminWaitlistOffer>): AdminWaitlistOffer => ({
  id: 'o1',
  entryId: 'e1',
  email: 'first@example.com',
  eventDate: CANCELLED.eventDate,
  eventTime: CANCELLED.eventTime,
  games: 4,
  status: 'expired',
  offeredAt: '2026-12-01T15:05:00.000Z',
  expiresAt: '2026-12-01T17:05:00.000Z',
  bookingId: null,
  byOffice: false,
  ...overrides,
});

const openDetail = () =>
  renderWithProviders(<BookingDetailDialog bookingId={CANCELLED.id} onClose={() => undefined} />);

describe("a booking's waiting-list offers", () => {
  it('says who was offered its time and how each offer ended', async () => {
    stubApi({
      [DETAIL]: { body: CANCELLED },
      [OFFERS]: {
        body: [
          offer({}),
          offer({ id: 'o2', email: 'second@example.com', status: 'declined' }),
          offer({ id: 'o3', email: 'third@example.com', status: 'booked', bookingId: 'b9' }),
          offer({ id: 'o4', email: 'fourth@example.com', status: 'open', byOffice: true }),
        ],
      },
    });
    openDetail();
    const section = await screen.findByRole('region', { name: 'Waiting list' });
    const lines = [...section.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Offered to first@example\.com at Dec 1, 2026, \d+:05 [AP]M — expired$/);
    expect(lines[1]).toMatch(/second@example\.com .* — declined$/);
    expect(lines[2]).toMatch(/third@example\.com .* — booked$/);
    expect(lines[3]).toMatch(
      /fourth@example\.com .* — open until Dec 1, 2026, \d+:05 [AP]M \(offered by the office\)$/,
    );
  });

  it('shows nothing when nobody was offered its time', async () => {
    stubApi({ [DETAIL]: { body: CANCELLED }, [OFFERS]: { body: [] } });
    const { queryClient } = openDetail();
    expect(await screen.findByRole('region', { name: 'Ids and codes' })).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryState(adminKeys.bookingWaitlistOffers(CANCELLED.id))?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: 'Waiting list' })).toBeNull();
    expect(screen.queryByText(/Offered to/)).toBeNull();
  });

  it('says so when the offers cannot be read', async () => {
    stubApi({ [DETAIL]: { body: CANCELLED }, [OFFERS]: { status: 500, body: {} } });
    openDetail();
    expect(await screen.findByRole('region', { name: 'Waiting list' })).toHaveTextContent(
      'The waiting list offers of this booking could not be loaded.',
    );
  });
});
