import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { hostParty } from '@/testing/host-party.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { PARTY_WORDS as W } from '../party-day-words';
import { HostPartyScreen } from './host-party-screen.component';

const PARTY = '/api/host/parties/b-1';
const render = () =>
  renderWithProviders(<HostPartyScreen id="b-1" screen="finish" />, { route: '/host/parties/b-1/finish' });

describe('finishing the party (docs/product/party-day.md#the-hosts-screens)', () => {
  it('leaves a balance due on purpose, asks, then finishes the party', async () => {
    const party = hostParty({ balanceDue: '150.00' });
    const api = stubApi({
      [`GET ${PARTY}`]: { body: party },
      [`POST ${PARTY}/complete`]: { body: { ...party, status: 'completed' } },
    });
    const { user } = render();
    expect(await screen.findByText(W.balanceDue('150.00'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: W.recordCash })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: W.finishParty })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: W.leaveDue }));
    expect(screen.getByText(W.leftDue('150.00'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: W.finishParty }));
    const ask = await screen.findByRole('alertdialog', { name: W.finishPartyAsk });
    await user.click(within(ask).getByRole('button', { name: W.finishParty }));

    expect(await screen.findByText(W.finished)).toBeInTheDocument();
    expect(api.to('POST', `${PARTY}/complete`)[0].body).toEqual({ at: expect.any(String) });
  });

  it('offers to finish at once when paid in full, and says so once finished', async () => {
    stubApi({ [`GET ${PARTY}`]: { body: hostParty({ status: 'completed' }) } });
    render();
    expect(await screen.findByText(W.finished)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: W.finishParty })).not.toBeInTheDocument();
  });

  it('shows a refusal in the server’s words', async () => {
    const message = 'The party has not started yet: it can be finished from its start time.';
    stubApi({
      [`GET ${PARTY}`]: { body: hostParty() },
      [`POST ${PARTY}/complete`]: { status: 409, body: { statusCode: 409, code: 'BOOKING_NOT_STARTED', message } },
    });
    const { user } = render();
    expect(await screen.findByText(W.paidInFull)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: W.finishParty }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: W.finishParty }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
