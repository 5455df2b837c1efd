import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, HOST_MESSAGES, type AdminHost } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { HostsPanel } from './hosts-panel.component';

const ANA: AdminHost = {
  id: '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef',
  name: 'Ana Host',
  email: 'ana@example.com',
  active: true,
  teams: [{ id: 1, name: 'Team 1' }],
  invitedAt: '2026-11-20T15:00:00.000Z',
  acceptedAt: null,
};

/** happy-dom's own control of the window's size, which its matchMedia answers from. */
const happyDOM = () => (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM;

describe('the admin Hosts section', () => {
  afterEach(() => happyDOM().setViewport({ width: 1024 }));

  it('lists each host with e-mail, state, teams and invitation', async () => {
    stubApi({ 'GET /api/admin/hosts': { body: [ANA, { ...ANA, id: 'b', name: 'Bo', active: false, teams: [] }] } });
    renderWithProviders(<HostsPanel />);
    const row = (await screen.findByRole('rowheader', { name: 'Ana Host' })).closest('tr')!;
    expect(row).toHaveTextContent('ana@example.com');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('Team 1');
    expect(row).toHaveTextContent('Not joined yet');
    const bo = screen.getByRole('rowheader', { name: 'Bo' }).closest('tr')!;
    expect(bo).toHaveTextContent('Deactivated');
    expect(bo).toHaveTextContent('No team');
    expect(within(bo).getByRole('button', { name: 'Send Bo a new link' })).toBeDisabled();
  });

  it('shows the empty state', async () => {
    stubApi({ 'GET /api/admin/hosts': { body: [] } });
    renderWithProviders(<HostsPanel />);
    expect(await screen.findByText('No hosts yet.')).toBeInTheDocument();
  });

  it('shows each host as a card on a phone', async () => {
    happyDOM().setViewport({ width: 375 });
    stubApi({ 'GET /api/admin/hosts': { body: [ANA] } });
    renderWithProviders(<HostsPanel />);
    const list = await screen.findByRole('list', { name: 'Hosts' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Ana Host' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Teams: Team 1');
    expect(within(card).getByRole('button', { name: 'Deactivate Ana Host' })).toBeInTheDocument();
  });

  it("checks the invitation with the API's rules, then shows the server's refusal at its field", async () => {
    const api = stubApi({
      'GET /api/admin/hosts': { body: [] },
      'POST /api/admin/hosts': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'ACCOUNT_TAKEN',
          message: ACCOUNT_MESSAGES.emailTaken,
          fields: { email: ACCOUNT_MESSAGES.emailTaken },
        },
      },
    });
    const { user, fill } = renderWithProviders(<HostsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Invite a host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a host' });
    await fill(within(dialog).getByLabelText('E-mail address'), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(HOST_MESSAGES.name)).toBeInTheDocument();
    expect(within(dialog).getByText(HOST_MESSAGES.email)).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/hosts')).toHaveLength(0);

    await fill(within(dialog).getByLabelText('Name'), 'Ana Host');
    await fill(within(dialog).getByLabelText('E-mail address'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST', '/api/admin/hosts')[0].body).toEqual({ name: 'Ana Host', email: 'ana@example.com' });
  });

  it('invites a host and lists them', async () => {
    let hosts: AdminHost[] = [];
    const api = stubApi({
      'GET /api/admin/hosts': () => ({ body: hosts }),
      'POST /api/admin/hosts': () => {
        hosts = [{ ...ANA, teams: [] }];
        return { status: 201, body: hosts[0] };
      },
    });
    const { user, fill } = renderWithProviders(<HostsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Invite a host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a host' });
    await fill(within(dialog).getByLabelText('Name'), '  Ana Host ');
    await fill(within(dialog).getByLabelText('E-mail address'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await findToast('Invitation sent to ana@example.com');
    expect(await screen.findByRole('rowheader', { name: 'Ana Host' })).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/hosts')[0].body).toEqual({ name: 'Ana Host', email: 'ana@example.com' });
  });

  it('renames a host with the name alone', async () => {
    const api = stubApi({
      'GET /api/admin/hosts': { body: [ANA] },
      [`PATCH /api/admin/hosts/${ANA.id}`]: { body: { ...ANA, name: 'Ana B' } },
    });
    const { user, fill } = renderWithProviders(<HostsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Rename Ana Host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Ana Host' });
    expect(within(dialog).queryByLabelText('E-mail address')).not.toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Name'), 'Ana B');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await findToast('Host renamed');
    expect(api.to('PATCH', `/api/admin/hosts/${ANA.id}`)[0].body).toEqual({ name: 'Ana B' });
  });

  it('asks before deactivating, and sends nothing when the admin cancels', async () => {
    const api = stubApi({
      'GET /api/admin/hosts': { body: [ANA] },
      [`PATCH /api/admin/hosts/${ANA.id}`]: { body: { ...ANA, active: false } },
    });
    const { user } = renderWithProviders(<HostsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Deactivate Ana Host' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Deactivate Ana Host?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.to('PATCH', `/api/admin/hosts/${ANA.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Deactivate Ana Host' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Deactivate Ana Host?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    await findToast('Host deactivated');
    expect(api.to('PATCH', `/api/admin/hosts/${ANA.id}`)[0].body).toEqual({ active: false });
  });

  it("sends a new link, and shows the server's refusal", async () => {
    const api = stubApi({
      'GET /api/admin/hosts': { body: [ANA] },
      [`POST /api/admin/hosts/${ANA.id}/invitation`]: {
        status: 409,
        body: { statusCode: 409, code: 'HOST_INACTIVE', message: HOST_MESSAGES.inactive },
      },
    });
    const { user } = renderWithProviders(<HostsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Send Ana Host a new link' }));
    expect(await findToast('Link not sent')).toHaveTextContent(HOST_MESSAGES.inactive);
    expect(api.to('POST', `/api/admin/hosts/${ANA.id}/invitation`)).toHaveLength(1);
  });
});
