import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { createdBooking } from '@/testing/booking.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';

describe('after a payment', () => {
  it('the wizard stays on its booking behind the dialogs that follow, and starts again once the parent leaves', async () => {
    stubApi({ 'GET /api/custom-games': { body: [] }, 'POST /api/bookings': { status: 201, body: createdBooking() } });
    const { user, unmount } = renderWizard({ step: 4 }, ({ onPaid }) => (
      <button type="button" onClick={onPaid}>
        Paid
      </button>
    ));
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: /Submit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Paid' }));

    expect(screen.queryByRole('dialog', { name: 'Complete Your Booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Payment');
    expect(within(screen.getByRole('form')).getByText('Event #7C9E4B1A is booked')).toBeInTheDocument();

    unmount();
    expect(JSON.parse(sessionStorage.getItem('booking-wizard:created') ?? 'null')).toBeNull();
  });
});
