import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES, START_TIME_VALUES } from '@app/contracts';
import { stubApi, type SentRequest, type StubReply } from '@/testing/api-stub.testing';
import { createdBooking } from '@/testing/booking.fixtures';
import { availabilityRoute } from '../testing/availability.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';
import { VALID_DRAFT } from '../testing/wizard.fixtures';

// The time chosen at step 2 is reserved for the parent until Submit.
const form = () => screen.getByRole('form');
const next = () => within(form()).getByRole('button', { name: 'Next' });
const timeSelect = () => within(form()).getByRole('combobox', { name: 'Event time' });
const day = (name: RegExp) => within(screen.getByRole('grid')).getByRole('button', { name });
const TOKEN = 'a1b2c3d4-0000-4000-8000-000000000036';
/** 2:58 PM in Chicago on March 2, 2026 (UTC-6). */
const EXPIRES = '2099-03-02T20:58:00.000Z';
const HELD = 'Held for you until 2:58 PM Central. If you have not submitted by then, other families can book it again.';

function stub(
  reserve: (request: SentRequest) => StubReply = () => ({ status: 201, body: { token: TOKEN, expiresAt: EXPIRES } }),
) {
  return stubApi({
    'GET /api/custom-games': { body: [] },
    'GET /api/availability': availabilityRoute((date) => (date === '2026-03-26' ? ['09:00'] : START_TIME_VALUES)),
    'POST /api/reservations': reserve,
    [`DELETE /api/reservations/${TOKEN}`]: { status: 204 },
    'POST /api/bookings': { status: 201, body: createdBooking({ holdExpiresAt: '2099-03-02T21:42:00.000Z' }) },
  });
}

describe('a chosen time is reserved for the parent', () => {
  it('reserves the chosen time, says until when in the business time zone, and Submit sends its token', async () => {
    const api = stub();
    const { user } = renderWizard({ step: 2, values: { ...VALID_DRAFT, eventTime: '' } });
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    await user.click(timeSelect());
    await user.click(await screen.findByRole('option', { name: '2:00 PM' }));
    expect(await screen.findByText(HELD)).toHaveAttribute('role', 'status');
    expect(api.to('POST', '/api/reservations').map((r) => r.body)).toEqual([
      { eventDate: '2026-03-23', eventTime: '14:00', games: 3 },
    ]);
    // The parent's own reservation leaves its time free to them.
    await waitFor(() =>
      expect(api.sent.some((r) => r.path.includes(`/api/availability?`) && r.path.includes(TOKEN))).toBe(true),
    );
    await user.click(next());
    await user.click(next());
    await user.click(within(form()).getByRole('button', { name: 'Submit Booking' }));
    await screen.findByRole('dialog', { name: 'Complete Your Booking' });
    expect(api.to('POST', '/api/bookings')[0].body).toMatchObject({ reservationToken: TOKEN, eventTime: '14:00' });
  });

  it('reserves another time chosen instead, and releases the reservation when no time is chosen', async () => {
    const api = stub();
    const { user } = renderWizard({ step: 2 });
    await screen.findByText(HELD);
    await screen.findByRole('grid'); // the calendar is a chunk of its own
    await user.click(day(/March 25, 2026/)); // 2:00 PM is free there too: that time is reserved instead
    await waitFor(() => expect(api.to('POST', '/api/reservations')).toHaveLength(2));
    expect(api.to('POST', '/api/reservations')[1].body).toEqual({
      eventDate: '2026-03-25',
      eventTime: '14:00',
      games: 3,
    });
    await user.click(day(/March 26, 2026/)); // 2:00 PM is not free there: the time is cleared
    await waitFor(() => expect(api.to('DELETE', `/api/reservations/${TOKEN}`)).toHaveLength(1));
    expect(timeSelect()).toHaveTextContent('Select a start time');
    expect(screen.queryByText(HELD)).toBeNull();
  });

  it('more games than fit at the chosen time: says so at once on step 1 and offers the nearest times in order', async () => {
    const alternatives = [
      { date: '2026-03-23', time: '10:00' },
      { date: '2026-03-23', time: '16:00' },
    ];
    // 4 games from 2:00 PM would run into another family's booking; every other start is free.
    stub((request) =>
      (request.body as { games: number; eventTime: string }).eventTime !== '14:00' ||
      (request.body as { games: number }).games === 3
        ? { status: 201, body: { token: TOKEN, expiresAt: EXPIRES } }
        : {
            status: 409,
            body: {
              statusCode: 409,
              code: 'SLOT_TAKEN',
              message: 'That time was just taken.',
              details: { alternatives },
            },
          },
    );
    const { user } = renderWizard({ step: 2 });
    await screen.findByText(HELD);
    await user.click(within(form()).getByRole('button', { name: 'Previous' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Games' })).getByRole('button', { name: /^Ring Toss Champions/ }),
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      '2:00 PM on Monday, March 23 is not free for 4 games. Please choose another time.',
    );
    const offered = within(notice).getByRole('group', { name: 'Free times nearby' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Monday, March 23 at 10:00 AM', 'Monday, March 23 at 4:00 PM']);
    await user.click(within(offered).getByRole('button', { name: 'Monday, March 23 at 10:00 AM' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Details');
    expect(timeSelect()).toHaveTextContent('10:00 AM');
  });

  it('Submit answered with the booking the parent already has (409 ALREADY_BOOKED): the reservation is released', async () => {
    const standing = createdBooking();
    const api = stubApi({
      'GET /api/custom-games': { body: [] },
      'GET /api/availability': availabilityRoute(() => START_TIME_VALUES),
      'POST /api/reservations': { status: 201, body: { token: TOKEN, expiresAt: EXPIRES } },
      [`DELETE /api/reservations/${TOKEN}`]: { status: 204 },
      'POST /api/bookings': {
        status: 409,
        body: { code: 'ALREADY_BOOKED', message: 'x', details: { bookingId: standing.id, booking: standing } },
      },
    });
    const { user } = renderWizard({ step: 2 });
    await screen.findByText(HELD);
    await user.click(next());
    await user.click(next());
    await user.click(within(form()).getByRole('button', { name: 'Submit Booking' }));
    await screen.findByRole('dialog', { name: 'Complete Your Booking' });
    // It would hold a second team for nothing until it lapsed.
    await waitFor(() => expect(api.to('DELETE', `/api/reservations/${TOKEN}`)).toHaveLength(1));
  });

  describe('a reservation that fails other than by a refusal is not silent', () => {
    const refused: [string, () => StubReply][] = [
      [
        'offline',
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
      ['429 RATE_LIMITED', () => ({ status: 429, body: { code: 'RATE_LIMITED' }, headers: { 'Retry-After': '0' } })],
      ['503', () => ({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } })],
    ];

    it.each(refused)('%s: says the time is not held yet and asks again on the next click', async (_case, fail) => {
      let tries = 0;
      const api = stub(() => (++tries === 1 ? fail() : { status: 201, body: { token: TOKEN, expiresAt: EXPIRES } }));
      const { user } = renderWizard({ step: 2 });
      expect(await screen.findByText(RESERVATION_MESSAGES.notHeld)).toHaveAttribute('role', 'status');
      expect(timeSelect()).toHaveTextContent('2:00 PM'); // the time stays chosen
      await user.click(screen.getByRole('heading', { level: 2 }));
      expect(await screen.findByText(HELD)).toBeInTheDocument();
      expect(api.to('POST', '/api/reservations')).toHaveLength(2);
    });

    it("a 429 says the limit's own sentence, and that the time can still be booked while it is free", async () => {
      const limit = RESERVATION_MESSAGES.tooLongHeld(3 * 3600);
      stub(() => ({
        status: 429,
        body: { code: 'RATE_LIMITED', message: limit },
        headers: { 'Retry-After': '10800' },
      }));
      renderWizard({ step: 2 });
      const line = await screen.findByText(RESERVATION_MESSAGES.refusedByLimit(limit));
      expect(line).toHaveAttribute('role', 'status');
      expect(line).toHaveTextContent('Please try again in 3 hours. You can still book this time while it is free.');
      expect(screen.queryByText(RESERVATION_MESSAGES.notHeld)).not.toBeInTheDocument();
    });

    it('a 429 is not asked again before its Retry-After', async () => {
      const api = stub(() => ({ status: 429, body: { code: 'RATE_LIMITED' }, headers: { 'Retry-After': '60' } }));
      const { user } = renderWizard({ step: 2 });
      await screen.findByText(RESERVATION_MESSAGES.notHeld);
      await user.click(screen.getByRole('heading', { level: 2 }));
      await user.keyboard('{Shift}');
      expect(api.to('POST', '/api/reservations')).toHaveLength(1);
    });

    it('still failing at Submit: the booking is sent without a token and made (the server decides by the constraint)', async () => {
      const api = stub(() => ({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } }));
      const { user } = renderWizard({ step: 2 });
      await screen.findByText(RESERVATION_MESSAGES.notHeld);
      await user.click(next());
      await user.click(next());
      await user.click(within(form()).getByRole('button', { name: 'Submit Booking' }));
      await screen.findByRole('dialog', { name: 'Complete Your Booking' });
      expect(api.to('POST', '/api/bookings')[0].body).not.toHaveProperty('reservationToken');
    });
  });
});
