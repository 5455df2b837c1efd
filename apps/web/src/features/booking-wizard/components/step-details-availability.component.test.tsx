import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubReply } from '@/testing/api-stub.testing';
import { createdBooking } from '@/testing/booking.fixtures';
import { availabilityRoute, type FreeTimes } from '../testing/availability.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';
import { VALID_DRAFT } from '../testing/wizard.fixtures';

// Availability on step 2: the teams' free time for the chosen games (GET /api/availability), and a time refused at
// submit.
const form = () => screen.getByRole('form');
const heading = () => screen.getByRole('heading', { level: 2 });
const next = () => within(form()).getByRole('button', { name: 'Next' });
const timeSelect = () => within(form()).getByRole('combobox', { name: 'Event time' });
const day = (name: RegExp) => within(screen.getByRole('grid')).getByRole('button', { name });

/** March 23 has two free starts for 3 games and none for more; March 24 is fully booked; every other day is free. */
const MARCH_23_FREE = ['10:00', '14:00'];
const freeOn: FreeTimes = (date, games) =>
  date === '2026-03-24' ? [] : date === '2026-03-23' ? (games === 3 ? MARCH_23_FREE : ['10:00']) : ['09:00', '14:00'];

function stub(bookings: StubReply[] = [], reads: { fail: boolean } = { fail: false }) {
  return stubApi({
    'GET /api/custom-games': { body: [] },
    'GET /api/availability': (request) => (reads.fail ? { status: 503 } : availabilityRoute(freeOn)(request)),
    'POST /api/bookings': () => bookings.shift() ?? { status: 500 },
  });
}

describe('step 2 reads which times are free', () => {
  it('disables the fully booked days like past ones and lists only the free start times of the chosen day', async () => {
    const api = stub();
    const { user } = renderWizard({ step: 2, values: { ...VALID_DRAFT, eventTime: '' } });
    await waitFor(() => expect(day(/March 24, 2026/)).toHaveAccessibleName(/fully booked$/));
    expect(day(/March 24, 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/March 1, 2026/)).toBeDisabled();
    expect(day(/March 25, 2026/)).toBeEnabled();
    expect(api.to('GET', '/api/availability?from=2026-03-02&to=2026-03-31&games=3')).not.toHaveLength(0);

    await user.click(timeSelect());
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10:00 AM', '2:00 PM']);
    // Under a label per part of the day, a part with no free time left out.
    const afternoon = screen.getByRole('group', { name: 'Afternoon' });
    expect(
      within(afternoon)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2:00 PM']);
    expect(within(screen.getByRole('group', { name: 'Morning' })).getByRole('option')).toHaveTextContent('10:00 AM');
    expect(screen.queryByRole('group', { name: 'Evening' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(day(/March 25, 2026/));
    await user.click(timeSelect());
    await waitFor(async () =>
      expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['9:00 AM', '2:00 PM']),
    );
  });

  it('clears a chosen time that more games no longer leave free, and says why on step 2', async () => {
    stub();
    const { user } = renderWizard({ step: 1 });
    await user.click(
      within(screen.getByRole('region', { name: 'Games' })).getByRole('button', { name: /^Ring Toss Champions/ }),
    );
    await user.click(next());
    expect(heading()).toHaveTextContent('Details');
    expect(
      await screen.findByText('2:00 PM on Monday, March 23 is not free for 4 games. Please choose another time.'),
    ).toBeInTheDocument();
    expect(timeSelect()).toHaveTextContent('Select a start time');
    expect(next()).toBeDisabled();
    await user.click(timeSelect());
    await user.click(await screen.findByRole('option', { name: '10:00 AM' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(next()).toBeEnabled();
  });

  it('says so when the free times cannot be read, and reads them again on Try again', async () => {
    const reads = { fail: true };
    stub([], reads);
    const { user } = renderWizard({ step: 2, values: { ...VALID_DRAFT, eventTime: '' } });
    expect(await screen.findByText('We could not check which times are free.')).toBeInTheDocument();
    expect(timeSelect()).toBeDisabled();
    reads.fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    expect(screen.queryByText('We could not check which times are free.')).toBeNull();
  });
});

describe('a time taken between step 2 and submit (409 SLOT_TAKEN), then the hold', () => {
  it('brings the parent back to step 2 with the message and the nearest free times, one of which books and is held, nothing typed lost', async () => {
    const alternatives = [
      { date: '2026-03-23', time: '10:00' },
      { date: '2026-03-25', time: '14:00' },
    ];
    const api = stub([
      {
        status: 409,
        body: {
          statusCode: 409,
          code: 'SLOT_TAKEN',
          message: 'That time was just taken. Please choose another time.',
          details: { alternatives },
        },
      },
      { status: 201, body: createdBooking({ eventDate: '2026-03-25', holdExpiresAt: '2099-03-02T21:42:00.000Z' }) },
    ]);
    const { user } = renderWizard({ step: 4 });
    await user.click(within(form()).getByRole('button', { name: 'Submit Booking' }));

    await waitFor(() => expect(heading()).toHaveTextContent('Details'));
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('That time was just taken. Please choose another time.');
    const offered = within(notice).getByRole('group', { name: 'Free times nearby' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Monday, March 23 at 10:00 AM', 'Wednesday, March 25 at 2:00 PM']);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(offered).getByRole('button', { name: 'Wednesday, March 25 at 2:00 PM' }));
    expect(screen.getByText('Selected: Wednesday, March 25, 2026')).toBeInTheDocument();
    expect(timeSelect()).toHaveTextContent('2:00 PM');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Number of children' })).toHaveValue(10);
    await user.click(next());
    // Step 3 is its own chunk, loaded on the way there: wait for it.
    expect(await screen.findByLabelText('Parent name')).toHaveValue('Jamie Parent');
    expect(screen.getByLabelText('Space details')).toHaveValue('Back garden with a big lawn and a patio');
    await user.click(next());
    await user.click(within(form()).getByRole('button', { name: 'Submit Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Booking' });
    // Until when the time is held, in the business's time zone (America/Chicago, UTC-6 in early March).
    expect(dialog).toHaveTextContent('We hold 2:00 PM on Wednesday, March 25 for you until 3:42 PM Central.');
    const posts = api.to('POST', '/api/bookings').map((r) => r.body as Record<string, unknown>);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual({ ...posts[0], eventDate: '2026-03-25', eventTime: '14:00' });
  });
});

describe('a start the server does not offer (422 SLOT_NOT_OFFERED)', () => {
  it("brings the parent back to step 2 with the server's message", async () => {
    stub([
      {
        status: 422,
        body: {
          statusCode: 422,
          code: 'SLOT_NOT_OFFERED',
          message: "Bookings need at least 24 hours' notice. Please choose a later time.",
          details: { alternatives: [] },
        },
      },
    ]);
    const { user } = renderWizard({ step: 4 });
    await user.click(within(form()).getByRole('button', { name: 'Submit Booking' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Details'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Bookings need at least 24 hours' notice. Please choose a later time.",
    );
    expect(screen.queryByRole('group', { name: 'Free times nearby' })).toBeNull();
    expect(timeSelect()).toHaveTextContent('Select a start time');
  });

  it('offline, says at once that it could not check the free times (a paused read said nothing)', async () => {
    onlineManager.setOnline(false);
    try {
      stubApi({ 'GET /api/custom-games': { body: [] } }); // no availability route: fails like fetch offline
      renderWizard({ step: 2, values: { ...VALID_DRAFT, eventTime: '' } });
      expect(await screen.findByText('We could not check which times are free.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
