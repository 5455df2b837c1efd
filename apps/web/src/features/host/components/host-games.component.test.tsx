import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PARTY_MESSAGES, scoredElsewhereMessage } from '@app/contracts';
import { heldRoute, stubApi } from '@/testing/api-stub.testing';
import { gameResult, partyWithTeams, PHONE_HOST } from '@/testing/host-party.fixtures';
import { deviceId } from '../outbox/use-host-actions.hook';
import { OUTBOX_WORDS } from '../outbox/outbox-words';
import { PARTY_WORDS as W } from '../party-day-words';
import { renderHostScreen } from '../testing/render-host-screen.testing';

const PARTY = '/api/host/parties/b-1';
const render = () => renderHostScreen('games');
const game = (name: string) => screen.findByRole('region', { name });
const redWon = gameResult('1', ['t-red']);

describe('games (docs/product/party-day.md#the-hosts-screens)', () => {
  it('lists the games in order with their minutes and records the winner tapped, as this phone', async () => {
    const held = heldRoute({ body: partyWithTeams({ results: [redWon] }) });
    const api = stubApi({ [`GET ${PARTY}`]: { body: partyWithTeams() }, [`PUT ${PARTY}/results/1`]: held.route });
    const { user } = render();
    const games = within(await screen.findByRole('list', { name: W.screens.games })).getAllByRole('heading');
    expect(games.map((g) => g.textContent)).toEqual(['1. Relay race', '2. Tug of war', '3. Treasure hunt']);
    const relay = await game('Relay race');
    expect(within(relay).getByText(W.minutes(20))).toBeInTheDocument();

    // Shown at once, before the server answers.
    await user.click(within(relay).getByRole('button', { name: 'Red Rockets' }));
    expect(await within(relay).findByText(W.wonBy('Red Rockets'))).toBeInTheDocument();
    expect(within(relay).getByRole('button', { name: /Red Rockets/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.to('PUT', `${PARTY}/results/1`)).toHaveLength(1));
    expect(api.to('PUT', `${PARTY}/results/1`)[0].body).toEqual({
      winnerTeamId: 't-red',
      deviceId: deviceId(),
      at: expect.any(String),
    });
    held.answer();
    expect(await screen.findByText(OUTBOX_WORDS.allSent)).toBeInTheDocument();
    expect(within(relay).getByText(W.wonBy('Red Rockets'))).toBeInTheDocument();
  });

  it('puts the game on now first, under its clock, each game keeping its number', async () => {
    // 25 minutes in: the 20-minute relay is done, the tug of war on.
    const startsAt = new Date(Date.now() - 25 * 60_000).toISOString();
    stubApi({ [`GET ${PARTY}`]: { body: partyWithTeams({ startsAt }) } });
    render();
    const games = within(await screen.findByRole('list', { name: W.screens.games })).getAllByRole('heading');
    expect(games.map((g) => g.textContent)).toEqual(['2. Tug of war', '1. Relay race', '3. Treasure hunt']);
    expect(screen.getByRole('timer')).toHaveTextContent(W.clockNow('Tug of war', 5));
    expect(within(await game('Tug of war')).getByText(W.gameOn)).toBeInTheDocument();
  });

  it('records every team’s points, refusing what is not a whole number in range', async () => {
    const api = stubApi({
      [`GET ${PARTY}`]: { body: partyWithTeams() },
      [`PUT ${PARTY}/results/2`]: { body: partyWithTeams() },
    });
    const { user, fill } = render();
    const tug = await game('Tug of war');
    await user.click(within(tug).getByRole('button', { name: W.pointsInstead }));
    await fill(within(tug).getByLabelText(W.points('Red Rockets')), '12');
    await fill(within(tug).getByLabelText(W.points('Blue Sharks')), '1000');
    await user.click(within(tug).getByRole('button', { name: W.savePoints }));
    expect(within(tug).getByRole('alert')).toHaveTextContent(PARTY_MESSAGES.points);

    await fill(within(tug).getByLabelText(W.points('Blue Sharks')), '15');
    await user.click(within(tug).getByRole('button', { name: W.savePoints }));
    await expect.poll(() => api.to('PUT', `${PARTY}/results/2`)).toHaveLength(1);
    expect(api.to('PUT', `${PARTY}/results/2`)[0].body).toMatchObject({
      points: [
        { teamId: 't-red', points: 12 },
        { teamId: 't-blue', points: 15 },
      ],
    });
  });

  it('never calls the host’s own earlier session "another phone": the game is theirs to score', async () => {
    // Signed in again (or in the installed app beside the browser): another phone id, the same host.
    const own = { gameId: '1', deviceId: 'earlier-session', hostId: PHONE_HOST.id, hostName: 'Sam' };
    stubApi({ [`GET ${PARTY}`]: { body: partyWithTeams({ scorers: [own] }) } });
    render();
    const relay = await game('Relay race');
    expect(within(relay).getByText(W.youScore)).toBeInTheDocument();
    expect(within(relay).queryByText(scoredElsewhereMessage('Sam'))).not.toBeInTheDocument();
    expect(within(relay).getByRole('button', { name: 'Red Rockets' })).toBeInTheDocument();
  });

  it('says who scores a game on another phone, and takes it over on purpose', async () => {
    const scored = partyWithTeams({
      scorers: [{ gameId: '1', deviceId: 'other-phone', hostId: 'host-other', hostName: 'Sam' }],
    });
    const held = heldRoute({
      body: partyWithTeams({
        scorers: [{ gameId: '1', deviceId: deviceId(), hostId: PHONE_HOST.id, hostName: 'Riley' }],
      }),
    });
    const api = stubApi({ [`GET ${PARTY}`]: { body: scored }, [`PUT ${PARTY}/scorers/1`]: held.route });
    const { user } = render();
    const relay = await game('Relay race');
    expect(within(relay).getByText(scoredElsewhereMessage('Sam'))).toBeInTheDocument();
    expect(within(relay).queryByRole('button', { name: 'Red Rockets' })).not.toBeInTheDocument();

    // This phone scores it at once, before the server answers.
    await user.click(within(relay).getByRole('button', { name: W.takeOver }));
    expect(await within(relay).findByText(W.youScore)).toBeInTheDocument();
    expect(within(relay).getByRole('button', { name: 'Red Rockets' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('PUT', `${PARTY}/scorers/1`)).toHaveLength(1));
    expect(api.to('PUT', `${PARTY}/scorers/1`)[0].body).toMatchObject({ deviceId: deviceId(), takeOver: true });
    held.answer();
    expect(await screen.findByText(OUTBOX_WORDS.allSent)).toBeInTheDocument();
    expect(within(relay).getByText(W.youScore)).toBeInTheDocument();
  });

  it('after a 409 from another phone, reads the party again and says who scores; "Take over" resends the result', async () => {
    const message = scoredElsewhereMessage('Sam');
    // The phone's read knew no other scorer; the server's, read again after the refusal, names Sam.
    const reads = [
      partyWithTeams(),
      partyWithTeams({ scorers: [{ gameId: '1', deviceId: 'other-phone', hostId: 'host-other', hostName: 'Sam' }] }),
    ];
    const api = stubApi({
      [`GET ${PARTY}`]: () => ({ body: reads.length > 1 ? reads.shift() : reads[0] }),
      [`PUT ${PARTY}/results/1`]: (request) =>
        (request.body as { takeOver?: boolean }).takeOver
          ? { body: partyWithTeams({ results: [redWon] }) }
          : { status: 409, body: { statusCode: 409, code: 'GAME_SCORED_ELSEWHERE', message } },
    });
    const { user } = render();
    const relay = await game('Relay race');
    await user.click(within(relay).getByRole('button', { name: 'Red Rockets' }));
    const refused = await screen.findByRole('list', { name: OUTBOX_WORDS.notSentTitle });
    expect(within(refused).getByRole('alert')).toHaveTextContent(OUTBOX_WORDS.notSent(message));
    expect(await within(relay).findByText(message)).toBeInTheDocument();
    expect(within(relay).getByText(W.notPlayed)).toBeInTheDocument();
    expect(within(relay).queryByRole('button', { name: 'Red Rockets' })).not.toBeInTheDocument();

    await user.click(within(relay).getByRole('button', { name: W.takeOver }));
    expect(await within(relay).findByText(W.wonBy('Red Rockets'))).toBeInTheDocument();
    await waitFor(() => expect(api.to('PUT', `${PARTY}/results/1`)).toHaveLength(2));
    expect(api.to('PUT', `${PARTY}/results/1`).map((r) => r.body)).toEqual([
      { winnerTeamId: 't-red', deviceId: deviceId(), at: expect.any(String) },
      { winnerTeamId: 't-red', takeOver: true, deviceId: deviceId(), at: expect.any(String) },
    ]);
    // The refusal is answered: it leaves the list.
    await waitFor(() => expect(screen.queryByRole('list', { name: OUTBOX_WORDS.notSentTitle })).toBeNull());
  });

  it('finishes the results after asking, and then shows them final and read-only', async () => {
    const held = heldRoute({
      body: partyWithTeams({ results: [redWon], resultsFinalAt: '2026-12-12T21:00:00.000Z' }),
    });
    const api = stubApi({
      [`GET ${PARTY}`]: { body: partyWithTeams({ results: [redWon] }) },
      [`POST ${PARTY}/finish-results`]: held.route,
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: W.finishResults }));
    const ask = await screen.findByRole('alertdialog', { name: W.finishResultsAsk });
    expect(api.to('POST', `${PARTY}/finish-results`)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: W.finishResults }));

    // Final at once, before the server answers.
    expect(await screen.findByText(W.resultsFinal)).toBeInTheDocument();
    const relay = await game('Relay race');
    expect(within(relay).getByText(W.wonBy('Red Rockets'))).toBeInTheDocument();
    expect(within(relay).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: W.finishResults })).not.toBeInTheDocument();
    await waitFor(() => expect(api.to('POST', `${PARTY}/finish-results`)).toHaveLength(1));
    expect(api.to('POST', `${PARTY}/finish-results`)[0].body).toEqual({ at: expect.any(String) });
    held.answer();
    expect(await screen.findByText(OUTBOX_WORDS.allSent)).toBeInTheDocument();
    expect(screen.getByText(W.resultsFinal)).toBeInTheDocument();
  });
});
