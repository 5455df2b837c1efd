import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ALBUM_MESSAGES, type HostAlbum } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { hostParty } from '@/testing/host-party.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { HostPhotos } from './host-photos.component';

const photo = { id: 'p-1', width: 1600, height: 1200, thumbUrl: '/thumb-1', url: '/full-1' };
const album = (overrides: Partial<HostAlbum> = {}): HostAlbum => ({
  photos: [photo],
  closesOn: '2027-03-12',
  open: true,
  ...overrides,
});
const render = () => renderWithProviders(<HostPhotos id="b-1" />, { route: '/host/parties/b-1/photos' });

describe("the party's photos on the host's phone (docs/product/albums.md#uploading)", () => {
  it('names the children without photo consent before any file is chosen, and takes a photo down', async () => {
    const api = stubApi({
      'GET /api/host/parties/b-1': { body: hostParty({ withoutConsent: ['Ava', 'Oscar', 'Lily'] }) },
      'GET /api/host/parties/b-1/album': { body: album() },
      'DELETE /api/host/parties/b-1/photos/p-1': { status: 204 },
    });
    const view = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia’s party photos' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent("Don't upload photos showing Ava, Oscar or Lily");
    expect(screen.getByText(ALBUM_MESSAGES.closesOn('March 12, 2027'))).toBeInTheDocument();

    const inAlbum = screen.getByRole('list', { name: 'In the album' });
    await view.user.click(within(inAlbum).getByRole('button', { name: 'Delete photo 1 of 1' }));
    await view.user.click(await screen.findByRole('button', { name: 'Delete photo' }));
    await vi.waitFor(() => expect(api.to('DELETE', '/api/host/parties/b-1/photos/p-1')).toHaveLength(1));
    const sent = api.to('DELETE', '/api/host/parties/b-1/photos/p-1');
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says the album has closed, with no upload and no Delete', async () => {
    stubApi({
      'GET /api/host/parties/b-1': { body: hostParty() },
      'GET /api/host/parties/b-1/album': { body: album({ open: false }) },
    });
    render();
    expect(await screen.findByText(ALBUM_MESSAGES.closedToHosts)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload|Delete/ })).not.toBeInTheDocument();
  });
});
