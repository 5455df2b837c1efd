import { afterEach, beforeEach } from 'vitest';
import { sessionAnswered } from '@/lib/host-reads';
import { PHONE_HOST, SESSION_ENDS_AT } from '@/testing/host-party.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { HostPartyScreen } from '../components/host-party-screen.component';
import { hostOutbox } from '../outbox/host-outbox';
import { HostOffline } from '../outbox/host-offline.component';
import type { PartyScreen } from '../party-screens';

/**
 * One screen of party b-1 as its route draws it: under the outbox's banner and replay, which make the server's answer
 * the party shown, read it again after a refusal and show the refusal in the server's words.
 */
export const renderHostScreen = (screen: PartyScreen) =>
  renderWithProviders(
    <>
      <HostOffline />
      <HostPartyScreen id="b-1" screen={screen} />
    </>,
    { route: `/host/parties/b-1/${screen}` },
  );

// The host's screens open for the host signed in on the phone, whose actions the outbox keeps and sends.
beforeEach(() => sessionAnswered(PHONE_HOST, SESSION_ENDS_AT));

// The phone's outbox outlives a test, as it outlives a page: what one test left waiting or refused goes with it.
afterEach(async () => {
  await hostOutbox.send();
  await Promise.all(hostOutbox.getState().actions.map((kept) => hostOutbox.dismiss(kept.seq)));
});
