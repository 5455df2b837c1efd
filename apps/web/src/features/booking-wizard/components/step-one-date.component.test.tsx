import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubReply } from '@/testing/api-stub.testing';
import { eventDetailsAtom } from '../state/event-details.atom';
import { availabilityRoute } from '../testing/availability.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';

// A date and time chosen before the games (the date check on /, /packages or step 1): step 1 names them, says whether
// they are held for the parent, and offers to change them instead of the date check.
const TOKEN = 'a1b2c3d4-0000-4000-8000-000000000001';
const CARRIED = { date: '2026-03-23', time: '14:00' };
const check = () => screen.queryByRole('region', { name: 'Is my date free?' });

const stub = (reserve: StubReply) =>
  stubApi({
    'GET /api/custom-games': { body: [] },
    'GET /api/availability': availabilityRoute(() => ['10:00', '14:00']),
    'POST /api/reservations': reserve,
    [`DELETE /api/reservations/${TOKEN}`]: { status: 204 },
  });

describe("step 1's chosen date", () => {
  it('names the carried time, held for the smallest package while no game is picked, and changes it', async () => {
    const api = stub({ status: 201, body: { token: TOKEN, expiresAt: '2099-03-02T20:58:00.000Z' } });
    const { user, store } = renderWizard(undefined, undefined, { carried: CARRIED });
    expect(await screen.findByText('Your date: Mon, Mar 23, 2026, 2:00 PM Central (held)')).toBeVisible();
    expect(api.to('POST', '/api/reservations').map((r) => r.body)).toEqual([
      { eventDate: '2026-03-23', eventTime: '14:00', games: 3 },
    ]);
    expect(check()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Change date' }));
    expect(within(check()!).getByRole('button', { name: 'Hide the date check' })).toHaveFocus();
    await user.click(await within(check()!).findByRole('button', { name: /March 25, 2026/ }));
    await user.click(await within(check()!).findByRole('button', { name: '10:00 AM' }));
    expect(store.get(eventDetailsAtom)).toMatchObject({ eventDate: '2026-03-25', eventTime: '10:00' });
    expect(await screen.findByText('Your date: Wed, Mar 25, 2026, 10:00 AM Central (held)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change date' })).toHaveFocus();
  });

  it('says nothing of a hold while the time is not held', async () => {
    stub({ status: 503 });
    renderWizard(undefined, undefined, { carried: CARRIED });
    await waitFor(() => expect(screen.getByText(/^Your date: /)).toHaveTextContent(/Central$/));
    expect(screen.getByText('Your date: Mon, Mar 23, 2026, 2:00 PM Central')).toBeVisible();
  });

  it('offers the date check while no time is chosen', () => {
    stub({ status: 503 });
    renderWizard();
    expect(check()).toBeVisible();
    expect(screen.queryByText(/^Your date: /)).toBeNull();
  });
});
