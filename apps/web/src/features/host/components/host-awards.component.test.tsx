import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AWARD_TITLES, PARTY_MESSAGES } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { gameResult, partyWithTeams } from '@/testing/host-party.fixtures';
import { PARTY_WORDS as W } from '../party-day-words';
import { renderHostScreen } from '../testing/render-host-screen.testing';

const PARTY = '/api/host/parties/b-1';
const render = () => renderHostScreen('awards');
const blueWon = gameResult('1', ['t-blue']);

describe('awards (docs/product/party-day.md#the-hosts-screens)', () => {
  it('offers the leaderboard’s first as champions, lists each game’s winner and saves the host’s own awards', async () => {
    const party = partyWithTeams({ results: [blueWon] });
    const saved = partyWithTeams({
      results: [blueWon],
      awards: { championTeamId: 't-red', special: [{ childId: 'c-3', title: 'Best Team Spirit' }] },
    });
    const api = stubApi({ [`GET ${PARTY}`]: { body: party }, [`PUT ${PARTY}/awards`]: { body: saved } });
    const { user, fill } = render();
    expect(await screen.findByRole('button', { name: W.championsFromBoard('Blue Sharks') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Relay race:').closest('li')).toHaveTextContent('Relay race: Blue Sharks');
    expect(screen.getByText('Tug of war:').closest('li')).toHaveTextContent(`Tug of war: ${W.notPlayed}`);

    await user.click(screen.getByRole('button', { name: 'Red Rockets' }));
    await user.click(screen.getByRole('button', { name: W.addAward }));
    await user.click(screen.getByRole('button', { name: W.saveAwards }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PARTY_MESSAGES.awardTitle);
    await fill(screen.getByLabelText(W.awardTitle(1)), 'Best Team Spirit');
    await user.selectOptions(screen.getByLabelText(W.awardChild(1)), 'c-3');
    await user.click(screen.getByRole('button', { name: W.saveAwards }));

    await expect.poll(() => api.to('PUT', `${PARTY}/awards`)).toHaveLength(1);
    expect(api.to('PUT', `${PARTY}/awards`)[0].body).toEqual({
      special: [{ childId: 'c-3', title: 'Best Team Spirit' }],
      championTeamId: 't-red',
      at: expect.any(String),
    });
    expect(await screen.findByText(W.awardsSaved)).toBeInTheDocument();
    const titles = within(screen.getByRole('list', { name: W.certificates })).getAllByRole('listitem');
    expect(titles.map((li) => li.textContent)).toEqual([
      `Ava: ${AWARD_TITLES.champions}`,
      `Leo: ${AWARD_TITLES.participation}`,
      'Zoe: Best Team Spirit',
      `Max: ${AWARD_TITLES.champions}`,
    ]);
  });

  it('links the certificates on Letter and A4 and e-mails them to the family once per version', async () => {
    const requestedAt = '2026-06-06T18:00:00.000Z';
    let emailed = 0;
    const api = stubApi({
      [`GET ${PARTY}`]: { body: partyWithTeams() },
      [`POST ${PARTY}/certificates/email`]: () =>
        emailed++ === 0
          ? { status: 202, body: { status: 'sending', requestedAt } }
          : { status: 200, body: { status: 'already-sent', requestedAt } },
    });
    const { user } = render();
    expect(await screen.findByRole('link', { name: W.certificatesPdf('Letter') })).toHaveAttribute(
      'href',
      `${PARTY}/certificates?paper=letter`,
    );
    expect(screen.getByRole('link', { name: W.certificatesPdf('A4') })).toHaveAttribute(
      'href',
      `${PARTY}/certificates?paper=a4`,
    );
    // Made on the phone, with a signal or without.
    expect(screen.getByRole('link', { name: W.printCertificates })).toHaveAttribute(
      'href',
      '/host/parties/b-1/certificates/print',
    );
    await user.click(screen.getByRole('button', { name: W.emailCertificates }));
    expect(await screen.findByText(W.emailedCertificates)).toBeInTheDocument();
    const [sent] = api.to('POST', `${PARTY}/certificates/email`);
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // The same certificates again: the server sent nothing, and the host is told the family has them.
    await user.click(screen.getByRole('button', { name: W.emailCertificates }));
    expect(await screen.findByText(W.certificatesAlreadyEmailed)).toBeInTheDocument();
    expect(screen.queryByText(W.emailedCertificates)).not.toBeInTheDocument();
  });

  it('shows the awards to read only once the results are final or the party is completed', async () => {
    const awards = { championTeamId: 't-blue', special: [{ childId: 'c-1', title: 'Best Team Spirit' }] };
    for (const final of [{ resultsFinalAt: '2026-12-12T20:00:00.000Z' }, { status: 'completed' }]) {
      const api = stubApi({ [`GET ${PARTY}`]: { body: partyWithTeams({ results: [blueWon], awards, ...final }) } });
      const { unmount } = render();
      expect(await screen.findByText(W.resultsFinalWhy)).toBeInTheDocument();
      expect(screen.getByText(W.championsAre('Blue Sharks'))).toBeInTheDocument();
      const special = screen.getByRole('region', { name: W.specialAwards });
      expect(within(special).getByRole('listitem')).toHaveTextContent('Best Team Spirit: Ava');
      for (const name of [W.saveAwards, W.addAward, 'Red Rockets', 'Blue Sharks']) {
        expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      }
      // The certificates stay: their titles are the final ones.
      const titles = within(screen.getByRole('list', { name: W.certificates })).getAllByRole('listitem');
      expect(titles.map((li) => li.textContent)).toContain('Ava: Best Team Spirit');
      expect(api.to('PUT', `${PARTY}/awards`)).toHaveLength(0);
      unmount();
    }
  });
});
