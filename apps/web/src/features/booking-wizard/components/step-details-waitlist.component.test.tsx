import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { START_TIME_VALUES } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { createdBooking } from '@/testing/booking.fixtures';
import { availabilityRoute } from '../testing/availability.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';
import { VALID_DRAFT } from '../testing/wizard.fixtures';
import type { WaitlistSlot } from '../form/waitlist-slot';

// docs/product/waitlist.md: step 2 offers a full day's waiting list, and shows a time the list holds for the family.
const FULL = '2026-03-23';
const form = () => screen.getByRole('form');
const next = () => within(form()).getByRole('button', { name: 'Next' });
const timeSelect = () => within(form()).getByRole('combobox', { name: 'Event time' });
const waitlist: WaitlistSlot = ({ day, games, email }) => (
  <p>
    Waiting list for {day}, {games} games, {email}
  </p>
);
const OFFER = { token: `${'a'.repeat(36)}.signature`, date: FULL, time: '14:00', expiresAt: '2099-03-02T20:58:00Z' };

function stub(freeOn: (date: string) => readonly string[]) {
  return stubApi({
    'GET /api/custom-games': { body: [] },
    'GET /api/availability': availabilityRoute(freeOn),
    'POST /api/reservations': { status: 201, body: { token: 'r', expiresAt: '2099-03-02T20:58:00Z' } },
    'POST /api/bookings': { status: 201, body: createdBooking({ holdExpiresAt: '2099-03-02T21:42:00.000Z' }) },
  });
}

describe('step 2 and the waiting list (docs/product/waitlist.md#joining, #offers)', () => {
  it('a day without a free time offers its waiting list for the games and e-mail of the wizard', async () => {
    stub((date) => (date === FULL ? [] : START_TIME_VALUES));
    renderWizard({ step: 2, values: { ...VALID_DRAFT, eventTime: '' } }, undefined, { waitlist });
    expect(await screen.findByText(`Waiting list for ${FULL}, 3 games, jamie@example.com`)).toBeInTheDocument();
  });

  it('a Submit refused with free times on other days only offers the waiting list of its day', async () => {
    const api = stubApi({
      'GET /api/custom-games': { body: [] },
      'GET /api/availability': availabilityRoute(),
      'POST /api/reservations': { status: 201, body: { token: 'r', expiresAt: '2099-03-02T20:58:00Z' } },
      'POST /api/bookings': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'SLOT_TAKEN',
          message: 'That time was just taken.',
          // Free times nearby, none of them that day.
          details: { alternatives: [{ date: '2026-03-24', time: '10:00' }] },
        },
      },
    });
    const { user } = renderWizard({ step: 4 }, undefined, { waitlist });
    await user.click(await within(form()).findByRole('button', { name: 'Submit Booking' }));
    expect(await screen.findByText('That time was just taken.')).toBeInTheDocument();
    expect(await screen.findByText(`Waiting list for ${FULL}, 3 games, jamie@example.com`)).toBeInTheDocument();
    expect(api.to('POST', '/api/bookings')).toHaveLength(1);
  });

  it("the offer's time is free and chosen though the day reads full, held without a reservation, and Submit sends its token", async () => {
    const api = stub((date) => (date === FULL ? [] : START_TIME_VALUES));
    const { user } = renderWizard({ step: 2 }, undefined, { waitlist, offer: OFFER });
    expect(await screen.findByText(/^Held for you from the waiting list until /)).toBeInTheDocument();
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    expect(timeSelect()).toHaveTextContent('2:00 PM');
    expect(screen.queryByText(/^Waiting list for /)).toBeNull();
    await user.click(next());
    await user.click(next());
    await user.click(within(form()).getByRole('button', { name: 'Submit Booking' }));
    await screen.findByRole('dialog', { name: 'Complete Your Booking' });
    expect(api.to('POST', '/api/reservations')).toEqual([]);
    expect(api.to('POST', '/api/bookings')[0].body).toMatchObject({
      eventDate: FULL,
      eventTime: '14:00',
      waitlistOffer: OFFER.token,
    });
  });
});
