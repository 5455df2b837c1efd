import { onlineManager } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES } from '@app/contracts';
import { stubApi, type StubReply } from '@/testing/api-stub.testing';
import { createdBooking } from '@/testing/booking.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';

// Issue #36: Submit on a network that is gone or crawling, and a retry that must never book twice.
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

describe('Submit on a slow or lost network (issue #36)', () => {
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
    expect(screen.getByLabelText('Parent name')).toHaveValue('Jamie Parent');
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

  it('409 ALREADY_BOOKED (another tab booked it): shows the booking the parent already has, books nothing', async () => {
    const message = BOOKING_MESSAGES.alreadyBooked;
    stubBookings({ status: 409, body: { code: 'ALREADY_BOOKED', message, details: { bookingId: 'b-1' } } });
    const { user } = renderReview();
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Open your booking' })).toHaveAttribute('href', '/bookings/b-1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
