import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { hostParty } from '@/testing/host-party.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import '../testing/render-host-screen.testing';
import { useHostParty } from '../api/host-parties.api';
import { HostOffline } from './host-offline.component';
import { OUTBOX_WORDS as W } from './outbox-words';
import { useHostActions } from './use-host-actions.hook';

const READ = 'GET /api/host/parties/b-1';
const CHECK_IN = 'PUT /api/host/parties/b-1/checkins/c-1';

/** A screen of slice-agnostic shape: the party as useHostParty gives it, and one action sent through the outbox. */
function PartyProbe() {
  const party = useHostParty('b-1');
  const { send } = useHostActions('b-1');
  if (!party.data) return null;
  return (
    <>
      <p>Arrived: {party.data.arrivedCount}</p>
      <button onClick={() => void send({ kind: 'checkin', childId: 'c-1', arrived: true })}>Check in Ava</button>
    </>
  );
}

const render = () =>
  renderWithProviders(
    <>
      <HostOffline />
      <PartyProbe />
    </>,
    { route: '/host/parties/b-1' },
  );
const banner = () => screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;

describe('the host app offline (docs/product/party-day.md#offline)', () => {
  it('shows a check-in at once, counts it while no answer comes, and sends it on "Send now" and when back online', async () => {
    stubApi({ [READ]: { body: hostParty() } });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Check in Ava' }));
    expect(await screen.findByText('Arrived: 1')).toBeInTheDocument();
    await expect.poll(() => banner().textContent).toBe(W.waiting(1));

    // Still no network: "Send now" tries, and keeps it.
    await user.click(screen.getByRole('button', { name: W.sendNow }));
    await expect.poll(() => banner().textContent).toBe(W.waiting(1));
    await user.click(screen.getByRole('button', { name: 'Check in Ava' }));
    await expect.poll(() => banner().textContent).toBe(W.waiting(2));

    // Back online: both go, in order, each once with its own key; the server's answer is the party shown.
    const api = stubApi({ [READ]: { body: hostParty() }, [CHECK_IN]: { body: hostParty({ arrivedCount: 1 }) } });
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => banner().textContent).toBe(W.allSent);
    const sent = api.to('PUT', '/api/host/parties/b-1/checkins/c-1');
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((r) => r.headers['Idempotency-Key'])).size).toBe(2);
    expect(screen.getByText('Arrived: 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: W.sendNow })).not.toBeInTheDocument();
  });

  it('without a network says so beside what waits, and offers no "Send now" until the network is back', async () => {
    stubApi({ [READ]: { body: hostParty() } });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { user } = render();
      window.dispatchEvent(new Event('offline'));
      await user.click(await screen.findByRole('button', { name: 'Check in Ava' }));
      await expect.poll(() => banner().textContent).toBe(W.waiting(1));
      expect(screen.getByText(W.offline)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: W.sendNow })).not.toBeInTheDocument();

      stubApi({ [READ]: { body: hostParty() }, [CHECK_IN]: { body: hostParty({ arrivedCount: 1 }) } });
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await expect.poll(() => banner().textContent).toBe(W.allSent);
      expect(screen.queryByText(W.offline)).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('says what the server refused in its words until the host dismisses it; the party shows it undone', async () => {
    stubApi({
      [READ]: { body: hostParty() },
      [CHECK_IN]: { status: 409, body: { statusCode: 409, code: 'NOT_OPEN', message: 'The party is finished.' } },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Check in Ava' }));
    const refused = await screen.findByRole('list', { name: W.notSentTitle });
    expect(within(refused).getByRole('alert')).toHaveTextContent(W.notSent('The party is finished.'));
    expect(screen.getByText('Arrived: 0')).toBeInTheDocument();
    expect(banner()).toHaveTextContent(W.allSent);

    await user.click(within(refused).getByRole('button', { name: W.dismiss }));
    await expect.poll(() => screen.queryByRole('list', { name: W.notSentTitle })).toBeNull();
  });
});
