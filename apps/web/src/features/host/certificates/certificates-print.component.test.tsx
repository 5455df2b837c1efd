import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AWARD_TITLES } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { hostParty } from '@/testing/host-party.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { CertificatesPrint } from './certificates-print.component';
import { PRINT_WORDS as W } from './print-words';

const child = (id: string, firstName: string, arrived = true) => ({
  id,
  firstName,
  age: 7,
  shirtSize: null,
  notes: null,
  photoConsent: true,
  arrived,
  walkIn: false,
  waiver: 'not-needed' as const,
  emergencyPhone: null,
  medicalNote: null,
});
const PARTY = hostParty({
  children: [child('c-1', 'Ava'), child('c-2', 'Leo'), child('c-3', 'Zoe'), child('c-4', 'Max', false)],
  teams: [
    { id: 't-red', name: 'Red Rockets', colour: 'red', childIds: ['c-1', 'c-2'] },
    { id: 't-blue', name: 'Blue Sharks', colour: 'blue', childIds: ['c-3'] },
  ],
  results: [
    {
      gameId: '1',
      winnerTeamIds: ['t-red'],
      points: null,
      recordedAt: '2026-12-12T20:10:00Z',
      correctedByAdmin: false,
    },
  ],
  awards: { championTeamId: null, special: [{ childId: 'c-2', title: 'Best Team Spirit' }] },
});
const render = () =>
  renderWithProviders(<CertificatesPrint id="b-1" />, { route: '/host/parties/b-1/certificates/print' });

describe("the certificates made on the host's phone (docs/product/party-day.md#certificates)", () => {
  it("gives each child who came a certificate with their title by the server's rule, and prints them", async () => {
    stubApi({ 'GET /api/host/parties/b-1': { body: PARTY } });
    // happy-dom has no print dialog: the phone's own stands in.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = render();
    const certificates = within(await screen.findByRole('list', { name: W.title })).getAllByRole('listitem');
    expect(
      certificates.map((c) => [c.querySelector('.name')?.textContent, c.querySelector('.award')?.textContent]),
    ).toEqual([
      ['Ava', AWARD_TITLES.champions],
      ['Leo', 'Best Team Spirit'],
      ['Zoe', AWARD_TITLES.participation],
    ]);
    expect(certificates[0]).toHaveTextContent('for competing at Mia’s party');
    expect(certificates[0]).toHaveTextContent('December 12, 2026');
    await user.click(screen.getByRole('button', { name: W.print }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: W.serverPdf })).toHaveAttribute(
      'href',
      '/api/host/parties/b-1/certificates?paper=letter',
    );
  });

  it("offers only the phone's own print without a signal", async () => {
    stubApi({ 'GET /api/host/parties/b-1': { body: PARTY } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render();
    expect(await screen.findByRole('button', { name: W.print })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: W.serverPdf })).not.toBeInTheDocument();
  });

  it('asks for the check-ins first when nobody has arrived', async () => {
    stubApi({ 'GET /api/host/parties/b-1': { body: hostParty() } });
    render();
    expect(await screen.findByText(W.noneArrived)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: W.print })).not.toBeInTheDocument();
  });
});
