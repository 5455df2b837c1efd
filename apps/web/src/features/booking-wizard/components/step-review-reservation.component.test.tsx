import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES, START_TIME_VALUES } from '@app/contracts';
import { stubApi, type StubReply } from '@/testing/api-stub.testing';
import { availabilityRoute } from '../testing/availability.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';

// Step 4 (Review) says whether the chosen time is still held, in step 2's words.
const TOKEN = 'a1b2c3d4-0000-4000-8000-000000000036';
/** 2:58 PM in Chicago on March 2, 2099 (UTC-6). */
const EXPIRES = '2099-03-02T20:58:00.000Z';
const review = () => document.querySelector<HTMLElement>('.review-details')!;

function stub(reserve: () => StubReply) {
  return stubApi({
    'GET /api/custom-games': { body: [] },
    'GET /api/availability': availabilityRoute(() => START_TIME_VALUES),
    'POST /api/reservations': reserve,
    [`DELETE /api/reservations/${TOKEN}`]: { status: 204 },
  });
}

describe('Review shows the reservation’s hold line', () => {
  it('the time held: until when in the business time zone and what happens then, the same words as step 2', async () => {
    stub(() => ({ status: 201, body: { token: TOKEN, expiresAt: EXPIRES } }));
    renderWizard({ step: 4 });
    const line = await screen.findByText(RESERVATION_MESSAGES.heldUntil(EXPIRES, 'America/Chicago'));
    expect(line).toHaveTextContent(
      'Held for you until 2:58 PM Central. If you have not submitted by then, other families can book it again.',
    );
    expect(review()).toContainElement(line);
  });

  it('the hold lapsed: says so and offers to choose the time again on step 2', async () => {
    // A hold that ends a moment after it is made.
    let tries = 0;
    stub(() => ({
      status: 201,
      body: { token: TOKEN, expiresAt: new Date(Date.now() + (++tries === 1 ? 300 : 600_000)).toISOString() },
    }));
    const { user } = renderWizard({ step: 4 });
    expect(await screen.findByText(RESERVATION_MESSAGES.lapsed, {}, { timeout: 2000 })).toHaveAttribute(
      'role',
      'status',
    );
    await user.click(within(review()).getByRole('button', { name: RESERVATION_MESSAGES.chooseAgain }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Details');
    // The click asked for the time again: step 2 says it is held.
    await waitFor(() => expect(screen.getByText(/^Held for you until/)).toBeInTheDocument());
  });

  it('not held (the reservation failed): says so at Review too', async () => {
    stub(() => ({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } }));
    renderWizard({ step: 4 });
    expect(await screen.findByText(RESERVATION_MESSAGES.notHeld)).toBeInTheDocument();
  });

  it('the time refused while on Review (taken after the hold lapsed): back to step 2 with the notice and the times offered', async () => {
    const alternatives = [{ date: '2026-03-23', time: '16:00' }];
    stub(() => ({
      status: 409,
      body: { statusCode: 409, code: 'SLOT_TAKEN', message: 'That time was just taken.', details: { alternatives } },
    }));
    renderWizard({ step: 4 });
    expect(await screen.findByRole('alert')).toHaveTextContent('That time was just taken.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Details');
    expect(screen.getByRole('button', { name: 'Monday, March 23 at 4:00 PM' })).toBeInTheDocument();
  });
});
