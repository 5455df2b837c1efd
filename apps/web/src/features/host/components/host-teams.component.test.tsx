import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { balanceTeams, PARTY_MESSAGES, type PartyTeamsRequest } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { arrivedChildren, hostParty, partyWithTeams } from '@/testing/host-party.fixtures';
import { PARTY_WORDS as W } from '../party-day-words';
import { renderHostScreen } from '../testing/render-host-screen.testing';

const PARTY = '/api/host/parties/b-1';
const render = () => renderHostScreen('teams');
/** Five arrived (Ava 9, Leo 8, Zoe 7, Max 6, Noah 5) and one not here yet. */
const party = () =>
  hostParty({
    arrivedCount: 5,
    children: [
      ...arrivedChildren(),
      { ...arrivedChildren()[0], id: 'c-5', firstName: 'Noah', age: 5 },
      { ...arrivedChildren()[0], id: 'c-6', firstName: 'Absent', age: 7, arrived: false },
    ],
  });

describe('teams (docs/product/party-day.md#the-hosts-screens)', () => {
  it('splits the arrived children by age into the teams chosen, renamed, and saves them all at once', async () => {
    const api = stubApi({ [`GET ${PARTY}`]: { body: party() }, [`PUT ${PARTY}/teams`]: { body: party() } });
    const { user, fill } = render();
    await user.click(await screen.findByRole('button', { name: '3' }));
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: W.splitByAge }));
    await fill(screen.getByLabelText(W.teamName(3)), 'Green Giants');
    await user.selectOptions(screen.getByLabelText(W.teamColour(3)), 'purple');
    await user.click(screen.getByRole('button', { name: W.saveTeams }));

    await expect.poll(() => api.to('PUT', `${PARTY}/teams`)).toHaveLength(1);
    const { teams } = api.to('PUT', `${PARTY}/teams`)[0].body as PartyTeamsRequest;
    const arrived = party().children.filter((c) => c.arrived);
    expect(teams.map((t) => t.childIds)).toEqual(balanceTeams(arrived, 3));
    expect(teams.flatMap((t) => t.childIds)).not.toContain('c-6');
    expect(teams.map((t) => [t.name, t.colour])).toEqual([
      ['Red Rockets', 'red'],
      ['Blue Sharks', 'blue'],
      ['Green Giants', 'purple'],
    ]);
    teams.forEach((t) => expect(t.id).toMatch(/^[0-9a-f-]{36}$/));
    expect(await screen.findByText(W.teamsSaved)).toHaveAttribute('role', 'status');
  });

  it('moves a child from one team to another, keeping a saved team’s id', async () => {
    const saved = {
      ...party(),
      teams: [
        { id: 't-red', name: 'Red Rockets', colour: 'red' as const, childIds: ['c-1', 'c-2', 'c-3'] },
        { id: 't-blue', name: 'Blue Sharks', colour: 'blue' as const, childIds: ['c-4', 'c-5'] },
      ],
    };
    const api = stubApi({ [`GET ${PARTY}`]: { body: saved }, [`PUT ${PARTY}/teams`]: { body: saved } });
    const { user } = render();
    const red = await screen.findByRole('region', { name: 'Red Rockets' });
    await user.selectOptions(within(red).getByLabelText(W.moveTo('Zoe')), 't-blue');
    expect(within(screen.getByRole('region', { name: 'Blue Sharks' })).getByText('Zoe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: W.saveTeams }));

    await expect.poll(() => api.to('PUT', `${PARTY}/teams`)).toHaveLength(1);
    const { teams } = api.to('PUT', `${PARTY}/teams`)[0].body as PartyTeamsRequest;
    expect(teams.map((t) => [t.id, t.childIds])).toEqual([
      ['t-red', ['c-1', 'c-2']],
      ['t-blue', ['c-4', 'c-5', 'c-3']],
    ]);
  });

  it('refuses a team without a name with the server’s message', async () => {
    const api = stubApi({ [`GET ${PARTY}`]: { body: party() } });
    const { user, fill } = render();
    await fill(await screen.findByLabelText(W.teamName(1)), '  ');
    await user.click(screen.getByRole('button', { name: W.saveTeams }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PARTY_MESSAGES.teamName);
    expect(api.to('PUT', `${PARTY}/teams`)).toHaveLength(0);
  });

  it('asks for the children to be checked in before any team is made', async () => {
    stubApi({ [`GET ${PARTY}`]: { body: hostParty() } });
    render();
    expect(await screen.findByText(W.noArrived)).toBeInTheDocument();
  });

  it('shows the teams to read only once the results are final or the party is completed', async () => {
    for (const final of [{ resultsFinalAt: '2026-12-12T20:00:00.000Z' }, { status: 'completed' }]) {
      const api = stubApi({ [`GET ${PARTY}`]: { body: partyWithTeams(final) } });
      const { unmount } = render();
      expect(await screen.findByText(W.resultsFinalWhy)).toBeInTheDocument();
      const red = screen.getByRole('region', { name: 'Red Rockets' });
      expect(
        within(red)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Ava', 'Max']);
      expect(screen.queryByRole('button', { name: W.saveTeams })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: W.splitByAge })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(api.to('PUT', `${PARTY}/teams`)).toHaveLength(0);
      unmount();
    }
  });
});
