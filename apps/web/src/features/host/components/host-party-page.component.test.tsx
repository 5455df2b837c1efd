import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { hostParty } from '@/testing/host-party.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { HOST_WORDS as W } from '../host-words';
import { HostPartyPage } from './host-party-page.component';

const render = () =>
  renderWithProviders(<HostPartyPage id="b-1" timeZone="America/Chicago" />, { route: '/host/parties/b-1' });
const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('one party, as the host runs it (docs/product/hosts.md#a-party)', () => {
  it('shows when, where, who to call, what is booked, and the children with the notes first and marked', async () => {
    stubApi({ 'GET /api/host/parties/b-1': { body: hostParty() } });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia’s party' })).toBeInTheDocument();
    expect(screen.getByText('Saturday, December 12')).toBeInTheDocument();
    expect(screen.getByText(`${W.starts} 2:00 PM · ${W.arrive} 1:30 PM`)).toBeInTheDocument();
    expect(within(section(W.address)).getByText('Back garden with a big lawn')).toBeInTheDocument();
    expect(within(section(W.parent)).getByText('Dana Smith, (555) 123-4567')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: W.callParent })).toHaveAttribute('href', 'tel:5551234567');
    expect(screen.getByRole('link', { name: W.directions })).toHaveAttribute('href', hostParty().address.mapUrl);
    expect(within(section(W.package)).getByText(`${W.theme}: Superheroes`)).toBeInTheDocument();

    const games = within(screen.getByRole('list', { name: W.games })).getAllByRole('listitem');
    expect(games.map((game) => game.textContent)).toEqual([
      'Relay race · 20 min',
      'Tug of war · 15 min',
      'Treasure hunt · 25 min',
    ]);
    expect(within(section(W.addOns)).getByText('Custom shirts × 12')).toBeInTheDocument();
    expect(within(section(W.specialRequests)).getByText('Please bring a speaker')).toBeInTheDocument();

    const children = within(screen.getByRole('list', { name: W.roster })).getAllByRole('listitem');
    expect(children).toHaveLength(2);
    expect(within(children[0]).getByText('Leo')).toBeInTheDocument();
    expect(within(children[0]).getByText(W.note)).toBeInTheDocument();
    expect(within(children[0]).getByText('Peanut allergy')).toBeInTheDocument();
    expect(within(children[0]).getByText('Age 6 · Shirt Youth S')).toBeInTheDocument();
    expect(within(children[1]).queryByText(W.note)).not.toBeInTheDocument();
    expect(within(children[1]).getByText('Age 7 · Shirt Youth M · No photos')).toBeInTheDocument();
  });

  it('leaves out the parts a party has none of', async () => {
    stubApi({
      'GET /api/host/parties/b-1': {
        body: hostParty({ addOns: [], specialRequests: null, theme: null, children: [] }),
      },
    });
    render();
    await screen.findByRole('heading', { level: 1, name: 'Mia’s party' });
    expect(screen.queryByRole('region', { name: W.addOns })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: W.specialRequests })).not.toBeInTheDocument();
    expect(screen.queryByText(new RegExp(W.theme))).not.toBeInTheDocument();
    expect(within(section(/Children coming/)).getByText(W.noChildren)).toBeInTheDocument();
  });

  it("says another team's or a gone party is not the host's, with the way back", async () => {
    stubApi({
      'GET /api/host/parties/b-1': {
        status: 404,
        body: { statusCode: 404, code: 'BOOKING_NOT_FOUND', message: 'Booking not found' },
      },
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(W.notYours);
    expect(screen.getByRole('link', { name: W.backToToday })).toHaveAttribute('href', '/host');
  });

  it('tells a failed load apart from a missing party', async () => {
    stubApi({ 'GET /api/host/parties/b-1': { status: 500, body: {} } });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(W.partyFailed);
  });
});
