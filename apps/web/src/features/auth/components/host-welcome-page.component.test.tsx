import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, HOST_MESSAGES } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { HostWelcomePage } from './host-welcome-page.component';

const form = () => screen.getByRole('form', { name: 'Set your password' });
const password = () => within(form()).getByLabelText(/Password/);
const submit = () => within(form()).getByRole('button', { name: 'Set password' });

describe("the invited host's password page (docs/product/hosts.md#the-invitation)", () => {
  it("keeps the registration's password rules, then names the username to sign in with", async () => {
    const api = stubApi({
      'POST /api/host-invitations/accept': { status: 200, body: { username: 'sam@example.com' } },
    });
    const { user, fill } = renderWithProviders(<HostWelcomePage token="abc" />, { route: '/host/welcome?token=abc' });
    await fill(password(), 'short');
    await user.click(submit());
    expect(await within(form()).findByText(ACCOUNT_MESSAGES.passwordLength)).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await fill(password(), 'correct horse battery');
    await user.click(submit());
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
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
