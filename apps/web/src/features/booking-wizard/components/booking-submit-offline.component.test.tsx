import { onlineManager } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES, BOOKING_RULES } from '@app/contracts';
import { stubApi, type StubReply } from '@/testing/api-stub.testing';
import { createdBooking } from '@/testing/booking.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';

// Submit on a network that is gone or crawling, and a retry that must never book twice.
const renderReview = () => renderWizard({ step: 4 });
const form = () => screen.getByRole('form');
const submit = () => within(form()).getByRole('button', { name: /Submit/ });
const INTENT = 'booking-wizard:submit-intent';

/** Each POST /api/bookings answers with the next reply; none left: no answer at all (a dropped connection). */
function stubBookings(...replies: (StubReply | Promise<StubReply>)[]) {
  return stubApi({
    'GET /api/custom-games': { body: [] },
    'POST /api/bookings': () => replies.shift() ?? Promise.reject(new TypeError('Failed to fetch')),
  });
}
const keysSent = (api: ReturnType<typeof stubApi>) =>
  api.to('POST', '/api/bookings').map((r) => r.headers['Idempotency-Key']);

afterEach(() => vi.restoreAllMocks());

describe('Submit on a slow or lost network', () => {
  it('gives up after 15 s with a message that keeps every answer; Submit again sends the same key and shows the booking that landed', async () => {
    // The time-out is AbortSignal.timeout's: stand in for its 15 s with a signal the test aborts.
    const waited = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValueOnce(waited.signal);
    const api = stubBookings(new Promise<StubReply>(() => {}), { status: 201, body: createdBooking() });
    const { user } = renderReview();
    await user.click(submit());
    expect(timeout).toHaveBeenCalledWith(15_000);
    expect(submit()).toHaveTextContent('Submitting...');
    waited.abort(new DOMException('signal timed out', 'TimeoutError'));

    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.submitTimedOut);
    expect(submit()).toBeEnabled();
    expect(JSON.parse(sessionStorage.getItem(INTENT)!)).toMatchObject({ key: keysSent(api)[0] });
    await user.click(within(form()).getByRole('button', { name: 'Previous' }));
    // Step 3 is its own chunk (loaded on the way back here): wait for it.
    expect(await screen.findByLabelText('Parent name')).toHaveValue('Jamie Parent');
    await user.click(within(form()).getByRole('button', { name: 'Next' }));

    await user.click(submit());
    expect(await screen.findByRole('dialog', { name: 'Complete Your Booking' })).toBeInTheDocument();
    const [first, second] = keysSent(api);
    expect(second).toBe(first);
    expect(sessionStorage.getItem(INTENT)).toBeNull();
  });

  it('offline, says so at once; after a reload the same draft is sent with the same key (the server answers with the booking it made)', async () => {
    const api = stubBookings();
    const { user } = renderReview();
    onlineManager.setOnline(false);
    try {
      await user.click(submit());
      // Not held until the network is back (react-query's default), to be sent when the parent may have gone.
      expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.submitTimedOut);
    } finally {
      onlineManager.setOnline(true);
    }
    cleanup(); // the reload: only sessionStorage is left

    stubBookings({ status: 201, body: createdBooking() });
    const again = renderReview();
    await again.user.click(submit());
    expect(await screen.findByRole('dialog', { name: 'Complete Your Booking' })).toBeInTheDocument();
    const sent = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls
      .filter(([path, init]) => path === '/api/bookings' && init.method === 'POST')
      .map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(sent).toEqual([keysSent(api)[0]]);
  });

  it('409 ALREADY_BOOKED to its owner (another tab of this browser booked it): opens Complete Your Booking on that booking', async () => {
    const standing = createdBooking({
      id: 'b0000000-0000-4000-8000-000000000036',
      holdExpiresAt: '2099-03-02T21:42:00.000Z',
    });
    stubBookings({
      status: 409,
      body: {
        code: 'ALREADY_BOOKED',
        message: BOOKING_MESSAGES.alreadyBooked,
        details: { bookingId: standing.id, booking: standing },
      },
    });
    const { user } = renderReview();
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Booking' });
    // What was booked, its hold line and the payment area, as after a fresh Submit.
    expect(dialog).toHaveTextContent('Event #00000036 is saved');
    expect(dialog).toHaveTextContent('until 3:42 PM Central');
    expect(within(dialog).getByText('The payment area')).toBeInTheDocument();
    expect(await screen.findByText(BOOKING_MESSAGES.alreadyBookedShown)).toBeInTheDocument();
  });

  it('409 ALREADY_BOOKED to anyone else (another browser): a neutral message, no way into the booking, books nothing', async () => {
    const message = BOOKING_MESSAGES.alreadyBooked;
    stubBookings({ status: 409, body: { code: 'ALREADY_BOOKED', message, details: { bookingId: 'b-1' } } });
    const { user } = renderReview();
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.alreadyBookedElsewhere);
    expect(within(alert).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('409 IDEMPOTENCY_KEY_IN_FLIGHT: says the first try is still saved, waits Retry-After and asks again by the same key until its answer', async () => {
    const inFlight: StubReply = {
      status: 409,
      body: { code: 'IDEMPOTENCY_KEY_IN_FLIGHT', message: 'still processing' },
      headers: { 'Retry-After': '1' },
    };
    const api = stubBookings(inFlight, { status: 201, body: createdBooking() });
    const { user } = renderReview();
    await user.click(submit());
    expect(await screen.findByText(BOOKING_MESSAGES.submitStillProcessing)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(api.to('POST', '/api/bookings')).toHaveLength(1);
    // Retry-After: 1 second, then the same key again.
    expect(await screen.findByRole('dialog', { name: 'Complete Your Booking' }, { timeout: 3000 })).toBeInTheDocument();
    const [first, second] = keysSent(api);
    expect(second).toBe(first);
  });

  it('409 IDEMPOTENCY_KEY_IN_FLIGHT every time: gives up after BOOKING_RULES.inFlightRetries tries with the time-out message, the key kept', async () => {
    const inFlight = () => ({
      status: 409,
      body: { code: 'IDEMPOTENCY_KEY_IN_FLIGHT', message: 'still processing' },
      headers: { 'Retry-After': '0' },
    });
    const api = stubApi({ 'GET /api/custom-games': { body: [] }, 'POST /api/bookings': inFlight });
    const { user } = renderReview();
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.submitTimedOut));
    expect(keysSent(api)).toHaveLength(BOOKING_RULES.inFlightRetries + 1);
    expect(new Set(keysSent(api)).size).toBe(1);
    expect(submit()).toBeEnabled();
  });
});
