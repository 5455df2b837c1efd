import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { eventDetailsAtom } from '../state/event-details.atom';
import { availabilityRoute, type FreeTimes } from '../testing/availability.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';
import { TODAY } from '../testing/wizard.fixtures';
import { DateCheck } from './date-check.component';

// "Is my date free?": the month's free days for an event length, the chosen day's free times, and the time chosen
// handed on (to /booking's URL by the routes, into the draft by the wizard).
/** March 24 is fully booked; March 23 has two free starts for 3 games and none for 6; other days two for any. */
const freeOn: FreeTimes = (date, games) =>
  date === '2026-03-24' ? [] : date === '2026-03-23' ? (games === 3 ? ['10:00', '14:00'] : []) : ['09:00', '14:00'];
const stub = () =>
  stubApi({ 'GET /api/custom-games': { body: [] }, 'GET /api/availability': availabilityRoute(freeOn) });

const check = () => screen.getByRole('region', { name: 'Is my date free?' });
const day = (name: RegExp) => within(within(check()).getByRole('grid')).getByRole('button', { name });
const PACKAGES = [
  { tier: 1, name: 'Starter Party', gamesIncluded: 3 },
  { tier: 3, name: 'Grand Championship', gamesIncluded: 6 },
];

describe('the date check', () => {
  it("opens on demand to the free days, lists the chosen day's free times and hands the chosen one on", async () => {
    const api = stub();
    const onChoose = vi.fn();
    const { user } = renderWithProviders(<DateCheck today={TODAY} games={3} onChoose={onChoose} />);
    // Nothing is read (or loaded) until the parent asks.
    expect(within(check()).queryByRole('grid')).toBeNull();
    expect(api.sent).toHaveLength(0);

    await user.click(within(check()).getByRole('button', { name: 'Check a date' }));
    await waitFor(() => expect(day(/March 24, 2026/)).toHaveAccessibleName(/fully booked$/));
    expect(day(/March 24, 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/March 1, 2026/)).toBeDisabled();
    expect(api.to('GET', '/api/availability?from=2026-03-02&to=2026-03-31&games=3')).not.toHaveLength(0);
    expect(within(check()).getByText('Choose a day to see its free start times.')).toBeVisible();

    await user.click(day(/March 23, 2026/));
    const times = await within(check()).findByRole('group', { name: 'Free start times on Monday, March 23, 2026' });
    // The arrow keys reach the full day, named so; choosing it leaves the day chosen as it was.
    await user.keyboard('{ArrowRight}');
    expect(day(/March 24, 2026/)).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(day(/March 24, 2026/));
    expect(within(check()).getByText('Free start times on Monday, March 23, 2026')).toBeVisible();
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10:00 AM', '2:00 PM']);
    // A labelled group per part of the day, a part with no free time left out.
    const afternoon = within(times).getByRole('group', { name: 'Afternoon' });
    expect(within(afternoon).getByRole('button')).toHaveTextContent('2:00 PM');
    expect(within(within(times).getByRole('group', { name: 'Morning' })).getByRole('button')).toHaveTextContent(
      '10:00 AM',
    );
    expect(within(times).queryByRole('group', { name: 'Evening' })).toBeNull();
    await user.click(within(afternoon).getByRole('button', { name: '2:00 PM' }));
    expect(onChoose).toHaveBeenCalledWith({ date: '2026-03-23', time: '14:00' }, undefined);
    // It folds away, focus back on its button.
    expect(within(check()).getByRole('button', { name: 'Check a date' })).toHaveFocus();
  });

  it('checks the package chosen and says when a day has no free times for its length', async () => {
    const api = stub();
    const onChoose = vi.fn();
    const { user } = renderWithProviders(<DateCheck today={TODAY} games={3} packages={PACKAGES} onChoose={onChoose} />);
    await user.click(within(check()).getByRole('button', { name: 'Check a date' }));
    // A day free for the smallest package, then the longest: the day stays chosen and says it has no time for it.
    await user.click(await waitFor(() => day(/March 23, 2026/)));
    expect(await within(check()).findByRole('group', { name: /^Free start times on Monday, March 23/ })).toBeVisible();
    await user.click(within(check()).getByRole('radio', { name: 'Grand Championship' }));
    expect(await within(check()).findByText('No free times that day')).toBeVisible();
    expect(api.to('GET', '/api/availability?from=2026-03-02&to=2026-03-31&games=6')).not.toHaveLength(0);
    expect(within(check()).queryByRole('group', { name: /^Free start times/ })).toBeNull();

    await user.click(day(/March 25, 2026/));
    const times = await within(check()).findByRole('group', { name: /^Free start times on Wednesday, March 25/ });
    await user.click(within(times).getByRole('button', { name: '9:00 AM' }));
    expect(onChoose).toHaveBeenCalledWith({ date: '2026-03-25', time: '09:00' }, PACKAGES[1]);
  });

  it('says when the free times cannot be read, and reads them again on Try again', async () => {
    const reads = { fail: true };
    stubApi({ 'GET /api/availability': (r) => (reads.fail ? { status: 503 } : availabilityRoute(freeOn)(r)) });
    const { user } = renderWithProviders(<DateCheck today={TODAY} games={3} onChoose={() => undefined} />);
    await user.click(within(check()).getByRole('button', { name: 'Check a date' }));
    await user.click(await waitFor(() => day(/March 25, 2026/)));
    expect(await within(check()).findByText('We could not check which times are free.')).toBeVisible();
    reads.fail = false;
    await user.click(within(check()).getByRole('button', { name: 'Try again' }));
    expect(await within(check()).findByRole('group', { name: /^Free start times/ })).toBeVisible();
  });
});

describe('the date check carried into the wizard', () => {
  it('puts a date and time carried from / or /packages into the draft, so step 2 opens with them chosen', async () => {
    stub();
    const onCarried = vi.fn();
    const { store } = renderWizard(undefined, undefined, {
      carried: { date: '2026-03-23', time: '14:00' },
      onCarried,
    });
    await waitFor(() => expect(onCarried).toHaveBeenCalled());
    expect(store.get(eventDetailsAtom)).toMatchObject({ eventDate: '2026-03-23', eventTime: '14:00' });
  });

  it('at the top of step 1, a time chosen goes into the draft for the games picked so far', async () => {
    const api = stub();
    const { user, store } = renderWizard();
    await user.click(within(check()).getByRole('button', { name: 'Check a date' }));
    await user.click(await waitFor(() => day(/March 23, 2026/)));
    // No game picked yet: the smallest package's length.
    expect(api.to('GET', '/api/availability?from=2026-03-02&to=2026-03-31&games=3')).not.toHaveLength(0);
    const times = await within(check()).findByRole('group', { name: /^Free start times/ });
    await user.click(within(times).getByRole('button', { name: '10:00 AM' }));
    expect(store.get(eventDetailsAtom)).toMatchObject({ eventDate: '2026-03-23', eventTime: '10:00' });
  });
});
