import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { gameResult, partyWithTeams } from '@/testing/host-party.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { PARTY_WORDS as W } from '../party-day-words';
import { inkOn } from '../team-ink';
import { HostPartyScreen } from './host-party-screen.component';

const PARTY = '/api/host/parties/b-1';

describe('the leaderboard (docs/product/party-day.md#the-hosts-screens)', () => {
  it('ranks the teams by wins then points, in their colours, from the party as it stands', async () => {
    const party = partyWithTeams({
      teams: [...partyWithTeams().teams, { id: 't-yellow', name: 'Yellow Lions', colour: 'yellow', childIds: [] }],
      results: [
        gameResult('1', ['t-blue']),
        gameResult(
          '2',
          ['t-red'],
          [
            { teamId: 't-red', points: 9 },
            { teamId: 't-blue', points: 4 },
            { teamId: 't-yellow', points: 2 },
          ],
        ),
        gameResult('custom-3', ['t-blue']),
      ],
    });
    stubApi({ [`GET ${PARTY}`]: { body: party } });
    renderWithProviders(<HostPartyScreen id="b-1" screen="leaderboard" />, { route: '/host/parties/b-1/leaderboard' });
    const table = await screen.findByRole('table', { name: W.screens.leaderboard });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').concat(within(row).getByRole('rowheader')));
    expect(rows.map((cells) => cells.map((c) => c.textContent))).toEqual([
      ['1', '2', '4', 'Blue Sharks'],
      ['2', '1', '9', 'Red Rockets'],
      ['3', '0', '2', 'Yellow Lions'],
    ]);
    // Dark words on yellow, light on blue: readable held up outdoors.
    expect(inkOn('#f9a825')).toBe('#000');
    expect(inkOn('#1565c0')).toBe('#fff');
  });

  it('says there is nothing to rank before the teams are made', async () => {
    stubApi({ [`GET ${PARTY}`]: { body: partyWithTeams({ teams: [] }) } });
    renderWithProviders(<HostPartyScreen id="b-1" screen="leaderboard" />, { route: '/host/parties/b-1/leaderboard' });
    expect(await screen.findByText(W.noLeaderboard)).toBeInTheDocument();
  });
});
