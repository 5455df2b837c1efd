import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, HOST_MESSAGES, type User } from '@app/contracts';
import { phoneHost } from '@/lib/host-reads';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { HostWelcomePage } from './host-welcome-page.component';

/** Where the page took the host, as the address bar shows it. */
function Where() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

const form = () => screen.getByRole('form', { name: 'Set your password' });
const password = () => within(form()).getByLabelText(/Password/);
const submit = () => within(form()).getByRole('button', { name: 'Set password' });

describe("the invited host's password page (docs/product/hosts.md#the-invitation)", () => {
  it("keeps the registration's password rules, then takes the host, signed in, to their parties", async () => {
    const host: User = {
      id: 'u-1',
      username: 'sam@example.com',
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: null,
      role: 'host',
    };
    const api = stubApi({
      'POST /api/host-invitations/accept': { status: 200, body: { username: host.username, user: host } },
      'GET /api/session': { body: { user: host, expiresAt: '2999-01-01T00:00:00.000Z' } },
    });
    const { user, fill } = renderWithProviders(
      <>
        <HostWelcomePage token="abc" />
        <Where />
      </>,
      { route: '/host/welcome?token=abc' },
    );
    await fill(password(), 'short');
    await user.click(submit());
    expect(await within(form()).findByText(ACCOUNT_MESSAGES.passwordLength)).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await fill(password(), 'correct horse battery');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/host'));
    expect(phoneHost()).toMatchObject({ id: 'u-1', role: 'host' });
  });

  it('shows a used or expired link as the server words it', async () => {
    stubApi({
      'POST /api/host-invitations/accept': {
        status: 410,
        body: { statusCode: 410, code: 'HOST_INVITATION_INVALID', message: HOST_MESSAGES.invitationInvalid },
      },
    });
    const { user, fill } = renderWithProviders(<HostWelcomePage token="abc" />, { route: '/host/welcome?token=abc' });
    await fill(password(), 'correct horse battery');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(HOST_MESSAGES.invitationInvalid);
  });

  it('says so when the link has no token', () => {
    renderWithProviders(<HostWelcomePage token="" />, { route: '/host/welcome' });
    expect(screen.getByRole('alert')).toHaveTextContent(HOST_MESSAGES.token);
    expect(submit()).toBeDisabled();
  });
});
