import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AWARD_TITLES, extraChildrenLabel, type HostParty } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { createdBooking } from '@/testing/booking.fixtures';
import { gameResult, hostParty, partyWithTeams } from '@/testing/host-party.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { AT_THE_PARTY_WORDS as W } from './at-the-party-words';
import { AtTheParty } from './at-the-party.component';

const BOOKING = createdBooking({ status: 'confirmed' });
const PARTY = `/api/admin/bookings/${BOOKING.id}/party`;

/** Ava and Max (Red Rockets) against Leo and Zoe (Blue Sharks), with Zoe a walk-in and one more child than booked. */
const playedParty = (overrides: Partial<HostParty> = {}): HostParty => {
  const party = partyWithTeams({ bookingId: BOOKING.id, guestCount: 3 });
  return {
    ...party,
    children: party.children.map((c) => (c.id === 'c-3' ? { ...c, walkIn: true } : c)),
    extraChildren: { count: 1, priceChange: '15.00', label: extraChildrenLabel(1, '15.00') },
    results: [
      gameResult('1', ['t-red']),
      {
        ...gameResult(
          '2',
          ['t-blue'],
          [
            { teamId: 't-red', points: 3 },
            { teamId: 't-blue', points: 5 },
          ],
        ),
        correctedByAdmin: true,
      },
    ],
    awards: { championTeamId: null, special: [{ childId: 'c-2', title: 'Best Team Spirit' }] },
    resultsFinalAt: '2026-12-12T21:20:00.000Z',
    ...overrides,
  };
};

describe("the booking detail's At the party (docs/product/party-day.md#the-admins-view)", () => {
  it("shows the party's arrivals, teams, results, leaderboard and each child's certificate title", async () => {
    stubApi({ [`GET ${PARTY}`]: { body: playedParty() } });
    renderWithProviders(<AtTheParty booking={BOOKING} />);

    const summary = await screen.findByRole('region', { name: W.title });
    expect(summary).toHaveTextContent(W.arrivedOf(4, 3));
    expect(summary).toHaveTextContent('1 more child: +$15.00');
    const checkedIn = within(summary).getByRole('list', { name: W.checkedIn });
    expect(
      within(checkedIn)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ava', 'Leo', `Zoe${W.walkIn}`, 'Max']);
    expect(summary).toHaveTextContent(W.resultsFinal);

    const teams = screen.getByRole('region', { name: W.teams });
    expect(teams).toHaveTextContent('Red RocketsAva, Max');
    expect(teams).toHaveTextContent('Blue SharksLeo, Zoe');

    const games = screen.getByRole('region', { name: W.games });
    expect(games).toHaveTextContent('Relay race' + W.wonBy('Red Rockets'));
    expect(games).toHaveTextContent('Tug of war' + 'Red Rockets 3, Blue Sharks 5' + W.correctedByOffice);
    expect(games).toHaveTextContent('Treasure hunt' + W.notPlayed);
    expect(within(games).getAllByText(W.correctedByOffice)).toHaveLength(1);

    const rows = within(screen.getByRole('table', { name: W.leaderboard })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['1Blue Sharks15', '2Red Rockets13']);

    const awards = screen.getByRole('region', { name: W.awards });
    expect(awards).toHaveTextContent(`${W.champions}Blue Sharks`);
    expect(awards).toHaveTextContent(`Zoe${AWARD_TITLES.champions}`);
    expect(awards).toHaveTextContent(`Ava${AWARD_TITLES.participation}`);
    expect(awards).toHaveTextContent('LeoBest Team Spirit');
  });

  it('stays hidden until something happened at the party, and shows a completed one', async () => {
    const api = stubApi({ [`GET ${PARTY}`]: { body: hostParty({ bookingId: BOOKING.id }) } });
    const { unmount } = renderWithProviders(<AtTheParty booking={BOOKING} />);
    await vi.waitFor(() => expect(api.to('GET', PARTY)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: W.title })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<AtTheParty booking={{ ...BOOKING, status: 'completed' }} />);
    expect(await screen.findByRole('region', { name: W.title })).toHaveTextContent(W.arrivedOf(0, 12));
    expect(screen.getByRole('region', { name: W.teams })).toHaveTextContent(W.noTeams);
  });

  it('does not ask for the party of a booking not yet confirmed', () => {
    const api = stubApi({});
    renderWithProviders(<AtTheParty booking={{ ...BOOKING, status: 'pending' }} />);
    expect(api.to('GET', PARTY)).toHaveLength(0);
  });

  it("corrects a game's result with the winning team or every team's points, and shows the party as answered", async () => {
    const corrected = playedParty({
      results: [{ ...gameResult('1', ['t-blue']), correctedByAdmin: true }, ...playedParty().results.slice(1)],
    });
    // The server's party as it stands: the correction's answer, and what a read after it gives.
    let stored = playedParty();
    const api = stubApi({
      [`GET ${PARTY}`]: () => ({ body: stored }),
      [`PUT /api/admin/bookings/${BOOKING.id}/results/1`]: () => ({ body: (stored = corrected) }),
      [`PUT /api/admin/bookings/${BOOKING.id}/results/custom-3`]: { body: corrected },
    });
    const { user, queryClient } = renderWithProviders(<AtTheParty booking={BOOKING} />);
    const history = ['admin', 'booking', BOOKING.id, 'activity'];
    queryClient.setQueryData(history, { history: [] });

    await user.click(await screen.findByRole('button', { name: W.correctLabel('Relay race') }));
    const dialog = await screen.findByRole('dialog', { name: W.correctTitle('Relay race') });
    expect(within(dialog).getByRole('radio', { name: W.winner('Red Rockets') })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: W.winner('Blue Sharks') }));
    await user.click(within(dialog).getByRole('button', { name: W.save }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = api.to('PUT', `/api/admin/bookings/${BOOKING.id}/results/1`);
    expect(put.body).toEqual({ winnerTeamId: 't-blue' });
    expect(put.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true);
    const games = screen.getByRole('region', { name: W.games });
    await vi.waitFor(() =>
      expect(games).toHaveTextContent('Relay race' + W.wonBy('Blue Sharks') + W.correctedByOffice),
    );

    await user.click(screen.getByRole('button', { name: W.correctLabel('Treasure hunt') }));
    const points = await screen.findByRole('dialog', { name: W.correctTitle('Treasure hunt') });
    await user.click(within(points).getByRole('radio', { name: W.byPoints }));
    await user.type(within(points).getByLabelText(W.pointsOf('Red Rockets')), '7');
    await user.type(within(points).getByLabelText(W.pointsOf('Blue Sharks')), '0');
    await user.click(within(points).getByRole('button', { name: W.save }));
    await vi.waitFor(() =>
      expect(api.to('PUT', `/api/admin/bookings/${BOOKING.id}/results/custom-3`)[0]?.body).toEqual({
        points: [
          { teamId: 't-red', points: 7 },
          { teamId: 't-blue', points: 0 },
        ],
      }),
    );
  });
});
