import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreatedBooking } from '@app/contracts';
import { stubApi, type StubReply } from '@/testing/api-stub.testing';
import { createdBooking, PRICING_400 } from '@/testing/booking.fixtures';
import { findToast } from '@/testing/render.testing';
import { renderWizard } from '../testing/render-wizard.testing';

/** The wizard on step 4 with a complete draft (3 games, 10 children: $400.00). */
const renderReview = () => renderWizard({ step: 4 }, ({ totalCents }) => <p>Pay {totalCents} cents</p>);

const form = () => screen.getByRole('form');
const heading = () => screen.getByRole('heading', { level: 2 });
const submit = () => within(form()).getByRole('button', { name: /Submit/ });
const draftKeys = ['games', 'intensity', 'event', 'contact', 'venue'].map((k) => `booking-wizard:${k}`);

function stubBookings(...replies: (StubReply | Promise<StubReply>)[]) {
  return stubApi({
    'GET /api/custom-games': { body: [] },
    'POST /api/bookings': () => replies.shift() ?? { status: 500 },
  });
}

describe('Submit Booking on step 4 (docs/product/states.md#states-and-transitions)', () => {
  it('sends one booking for a double click, then shows the toast, Complete Your Booking and step 5, and forgets the draft', async () => {
    let answer!: (reply: StubReply) => void;
    const api = stubBookings(new Promise<StubReply>((resolve) => (answer = resolve)));
    const { user } = renderReview();
    await user.dblClick(submit());
    expect(submit()).toHaveTextContent('Submitting...');
    expect(submit()).toBeDisabled();
    answer({ status: 201, body: createdBooking() });

    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Booking' });
    expect(await findToast('Booking Created Successfully!')).toBeInTheDocument();
    const posts = api.to('POST', '/api/bookings');
    expect(posts).toHaveLength(1);
    expect(posts[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0].body).toMatchObject({
      selectedGames: [1, 2, 3],
      parentPhone: '5551234567',
      guestCount: 10,
      eventTime: '14:00',
      eventType: 'birthday',
      totalPrice: '400.00',
      finalPrice: '400.00',
    });
    // The details are folded under the total, so the payment is in view.
    expect(dialog).toHaveTextContent('Total $400.00');
    expect(within(dialog).getByLabelText('Booked event')).not.toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Show booking details' }));
    expect(within(dialog).getByLabelText('Booked event')).toHaveTextContent('Sam, age 8');
    const games = within(dialog).getByRole('list', { name: 'Selected games' });
    for (const game of ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off']) expect(games).toHaveTextContent(game);
    expect(within(dialog).getByRole('group', { name: 'Booking pricing' })).toHaveTextContent('Total$400.00');
    expect(within(dialog).getByText('Pay 40000 cents')).toBeInTheDocument();
    // A booking that holds no team (holdExpiresAt null or absent) promises no hold.
    expect(dialog).not.toHaveTextContent('We hold');

    // The draft is gone; the booking is kept for step 5 (and a reload).
    const draft = draftKeys.map((key) => sessionStorage.getItem(key) ?? '').join('\n');
    for (const typed of ['Jamie Parent', '5551234567', 'Oak Street', '2026-03-23']) expect(draft).not.toContain(typed);
    expect(JSON.parse(sessionStorage.getItem('booking-wizard:games') ?? '[]')).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('booking-wizard:created')!)).toMatchObject({ id: createdBooking().id });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(heading()).toHaveTextContent('Payment');
    expect(within(form()).getByText('Event #7C9E4B1A is saved, not yet paid')).toBeInTheDocument();
    expect(within(form()).getByText(/^Total \$[0-9.,]+, nothing paid yet./)).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Complete Your Booking' }));
    expect(await screen.findByRole('dialog', { name: 'Complete Your Booking' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(form()).getByRole('button', { name: 'Start a New Booking' }));
    expect(heading()).toHaveTextContent('Games');
    expect(screen.getByText('Selected 0/3 games. Choose 3 more.')).toBeInTheDocument();
    expect(api.to('POST', '/api/bookings')).toHaveLength(1);
  });

  it("keeps everything typed after a failed submit and says so in a 'Booking Failed' toast", async () => {
    stubBookings({ status: 503, body: { message: 'down' } });
    const { user } = renderReview();
    await user.click(submit());
    expect(await findToast('Booking Failed')).toHaveTextContent('Please try again or contact us directly.');
    expect(heading()).toHaveTextContent('Review');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submit()).toBeEnabled();
    await user.click(within(form()).getByRole('button', { name: 'Previous' }));
    // Step 3 is its own chunk (loaded on the way back here): wait for it.
    expect(await screen.findByLabelText('Parent name')).toHaveValue('Jamie Parent');
    expect(screen.getByLabelText('Space details')).toHaveValue('Back garden with a big lawn and a patio');
  });

  it("shows the server's figures after a 422, and the next submit books at them", async () => {
    const serverPricing = {
      ...PRICING_400,
      totalPrice: '450.00',
      breakdown: { ...PRICING_400.breakdown, package: '450.00' },
    };
    const api = stubBookings(
      {
        status: 422,
        body: {
          statusCode: 422,
          code: 'PRICE_MISMATCH',
          message: 'The price has changed. Please review the updated total before booking.',
          details: { totalPrice: '450.00', finalPrice: '450.00', pricing: serverPricing },
        },
      },
      {
        status: 201,
        body: createdBooking({ totalPrice: '450.00', pricing: serverPricing } as Partial<CreatedBooking>),
      },
    );
    const { user } = renderReview();
    await user.click(submit());
    const notice = await screen.findByText(/The price has changed/);
    expect(notice).toHaveTextContent(
      'The price has changed. Please review the updated total before booking. The total is now $450.00.',
    );
    expect(screen.getByRole('group', { name: 'Pricing summary' })).toHaveTextContent('Total$450.00');
    await user.click(submit());
    await screen.findByRole('dialog', { name: 'Complete Your Booking' });
    expect(api.to('POST', '/api/bookings').map((r) => r.body)).toMatchObject([
      { totalPrice: '400.00', finalPrice: '400.00' },
      { totalPrice: '450.00', finalPrice: '450.00' },
    ]);
  });

  it('takes the parent back to the step of a field the server refused, with its message there', async () => {
    stubBookings({
      status: 400,
      body: { statusCode: 400, message: 'Valid email is required', fields: { parentEmail: 'Valid email is required' } },
    });
    const { user } = renderReview();
    await user.click(submit());
    await waitFor(() => expect(heading()).toHaveTextContent('Location'));
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a refused step 1 field's message on step 1, which has no form of its own, until the games change", async () => {
    const message = 'Select at least 3 games';
    stubBookings({ status: 400, body: { statusCode: 400, message, fields: { selectedGames: message } } });
    const { user } = renderReview();
    await user.click(submit());
    await waitFor(() => expect(heading()).toHaveTextContent('Games'));
    expect(await screen.findByText(message)).toHaveAttribute('id', 'selectedGames-error');
    expect(screen.getByRole('region', { name: 'Games' })).toHaveAttribute('aria-describedby', 'selectedGames-error');
    await user.click(screen.getByRole('button', { name: 'Remove Tug of War' }));
    await user.click(screen.getByRole('button', { name: /Tug of War/, pressed: false }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
