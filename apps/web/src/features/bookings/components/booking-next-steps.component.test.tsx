import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { managedBooking } from '@/testing/booking.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { BookingNextSteps } from './booking-next-steps.component';

describe('the next steps after a payment', () => {
  it('says what happens next, adds the party to a calendar and leads to the booking page without a token', async () => {
    const booking = managedBooking();
    stubApi({ [`GET /api/bookings/${booking.id}`]: { body: booking } });
    renderWithProviders(<BookingNextSteps bookingId={booking.id} />);
    expect(screen.getByText('We call you within 24 hours to go through your party.')).toBeInTheDocument();
    expect(
      screen.getByText('We check in 48-72 hours before the event to confirm the final details.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download calendar file/ })).toHaveAttribute(
      'href',
      `/api/bookings/${booking.id}/calendar.ics`,
    );
    expect(await screen.findByRole('link', { name: /Add to Google Calendar/ })).toHaveAttribute(
      'href',
      booking.googleCalendarUrl,
    );
    expect(screen.getByRole('link', { name: 'View or change your booking' })).toHaveAttribute(
      'href',
      `/bookings/${booking.id}`,
    );
  });
});
