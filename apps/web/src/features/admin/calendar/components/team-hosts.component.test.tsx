import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOST_MESSAGES, type AdminHost } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { TeamHosts } from './team-hosts.component';

const host = (id: string, name: string, teams: AdminHost['teams'], active = true): AdminHost => ({
  id,
  name,
  email: `${id}@example.com`,
  active,
  teams,
  invitedAt: '2026-11-20T15:00:00.000Z',
  acceptedAt: null,
});
const TEAM = { id: 1, name: 'Team 1' };
const ANA = host('ana', 'Ana', [TEAM]);
const BO = host('bo', 'Bo', []);
const CY = host('cy', 'Cy', [TEAM], false);
const DEE = host('dee', 'Dee', [], false);

describe("a team's hosts", () => {
  it('shows the members, deactivated ones marked', async () => {
    stubApi({ 'GET /api/admin/hosts': { body: [ANA, BO, CY, DEE] } });
    renderWithProviders(<TeamHosts team={TEAM} />);
    const list = await screen.findByRole('list', { name: 'Team 1 hosts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana', 'Cy (deactivated)']);
  });

  it('says when the team has none', async () => {
    stubApi({ 'GET /api/admin/hosts': { body: [BO] } });
    renderWithProviders(<TeamHosts team={TEAM} />);
    expect(await screen.findByText('No hosts yet')).toBeInTheDocument();
  });

  it('offers the active hosts and the members, and saves the whole list', async () => {
    const api = stubApi({
      'GET /api/admin/hosts': { body: [ANA, BO, CY, DEE] },
      'PUT /api/admin/teams/1/hosts': { body: [] },
    });
    const { user } = renderWithProviders(<TeamHosts team={TEAM} />);
    await user.click(await screen.findByRole('button', { name: 'Choose hosts for Team 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Team 1: hosts' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(['Ana', 'Bo', 'Cy (deactivated)']);
    expect(within(dialog).getByRole('checkbox', { name: 'Ana' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bo' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cy (deactivated)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save hosts' }));
    await findToast('Hosts saved');
    expect(api.to('PUT', '/api/admin/teams/1/hosts')[0].body).toEqual({ hostIds: ['ana', 'bo'] });
  });

  it("shows the server's refusal in the dialog", async () => {
    stubApi({
      'GET /api/admin/hosts': { body: [ANA, CY] },
      'PUT /api/admin/teams/1/hosts': {
        status: 400,
        body: { statusCode: 400, message: HOST_MESSAGES.notAHost, fields: { hostIds: HOST_MESSAGES.notAHost } },
      },
    });
    const { user } = renderWithProviders(<TeamHosts team={TEAM} />);
    await user.click(await screen.findByRole('button', { name: 'Choose hosts for Team 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Team 1: hosts' });
    await user.click(within(dialog).getByRole('button', { name: 'Save hosts' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(HOST_MESSAGES.notAHost);
  });
});
