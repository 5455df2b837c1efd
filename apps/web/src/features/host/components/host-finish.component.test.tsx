import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldRoute, stubApi } from '@/testing/api-stub.testing';
import { gameResult, hostParty, partyWithTeams } from '@/testing/host-party.fixtures';
import { HOST_WORDS } from '../host-words';
import { OUTBOX_WORDS } from '../outbox/outbox-words';
import { PARTY_WORDS as W } from '../party-day-words';
import { renderHostScreen } from '../testing/render-host-screen.testing';

const PARTY = '/api/host/parties/b-1';
const render = () => renderHostScreen('finish');

describe('finishing the party (docs/product/party-day.md#the-hosts-screens)', () => {
  it('leaves a balance due on purpose, asks, then finishes the party', async () => {
    const party = hostParty({ balanceDue: '150.00' });
    const held = heldRoute({ body: { ...party, status: 'completed' } });
    const api = stubApi({ [`GET ${PARTY}`]: { body: party }, [`POST ${PARTY}/complete`]: held.route });
    const { user } = render();
    expect(await screen.findByText(W.balanceDue('150.00'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: W.recordCash })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: W.finishParty })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: W.leaveDue }));
    expect(screen.getByText(W.leftDue('150.00'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: W.finishParty }));
    const ask = await screen.findByRole('alertdialog', { name: W.finishPartyAsk });
    await user.click(within(ask).getByRole('button', { name: W.finishParty }));

    // Finished at once, before the server answers.
    expect(await screen.findByText(W.finished)).toBeInTheDocument();
    await waitFor(() => expect(api.to('POST', `${PARTY}/complete`)).toHaveLength(1));
    expect(api.to('POST', `${PARTY}/complete`)[0].body).toEqual({ at: expect.any(String) });
    held.answer();
    expect(await screen.findByText(OUTBOX_WORDS.allSent)).toBeInTheDocument();
    expect(screen.getByText(W.finished)).toBeInTheDocument();
  });

  it('ends a finished party on how it went, with the way to its photos', async () => {
    const children = partyWithTeams().children;
    const walkIn = { ...children[0], id: 'w-1', firstName: 'Noah', walkIn: true, arrived: true };
    const party = partyWithTeams({
      status: 'completed',
      guestCount: 6,
      children: [...children, walkIn],
      results: [gameResult('1', ['t-red'])],
      amountPaid: '250.00',
      balanceDue: '50.00',
    });
    stubApi({ [`GET ${PARTY}`]: { body: party } });
    render();
    expect(await screen.findByText(W.finished)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: W.finishParty })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: W.summary });
    expect(within(summary).getByText(W.summaryBookedHere(4, 6))).toBeInTheDocument();
    expect(within(summary).getByText('1')).toBeInTheDocument();
    expect(within(summary).getByText(`$250.00 · ${W.summaryLeftDue('50.00')}`)).toBeInTheDocument();
    expect(within(summary).getByText('Red Rockets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HOST_WORDS.uploadPhotos })).toHaveAttribute(
      'href',
      '/host/parties/b-1/photos',
    );
  });

  it('shows a refusal in the outbox’s list in the server’s words, and the party unfinished', async () => {
    const message = 'The party has not started yet: it can be finished from its start time.';
    stubApi({
      [`GET ${PARTY}`]: { body: hostParty() },
      [`POST ${PARTY}/complete`]: { status: 409, body: { statusCode: 409, code: 'BOOKING_NOT_STARTED', message } },
    });
    const { user } = render();
    expect(await screen.findByText(W.paidInFull)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: W.finishParty }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: W.finishParty }));
    const refused = await screen.findByRole('list', { name: OUTBOX_WORDS.notSentTitle });
    expect(within(refused).getByRole('alert')).toHaveTextContent(OUTBOX_WORDS.notSent(message));
    expect(screen.getByText(W.paidInFull)).toBeInTheDocument();
    expect(screen.queryByText(W.finished)).not.toBeInTheDocument();
  });
});
