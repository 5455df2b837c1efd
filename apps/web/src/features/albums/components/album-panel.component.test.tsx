import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Album, AlbumPhoto } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { AlbumPanel } from './album-panel.component';

const ID = '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef';
const TOKEN = 'signed.token';
const ALBUM = `/api/bookings/${ID}/album?token=${TOKEN}`;
const LINK = `/api/bookings/${ID}/album-link?token=${TOKEN}`;

const photo = (n: number): AlbumPhoto => ({
  id: `a1b2c3d4-0000-4000-8000-00000000000${n}`,
  width: 1600,
  height: 1200,
  thumbUrl: `/api/bookings/${ID}/album/photos/p${n}/thumb?token=${TOKEN}`,
  url: `/api/bookings/${ID}/album/photos/p${n}/full?token=${TOKEN}`,
});

const album = (overrides: Partial<Album> = {}): Album => ({
  bookingId: ID,
  photos: [photo(1), photo(2), photo(3)],
  withoutConsent: [],
  closesOn: '2026-09-08',
  zipUrl: `/api/bookings/${ID}/album.zip?token=${TOKEN}`,
  link: null,
  ...overrides,
});

const renderPanel = () => renderWithProviders(<AlbumPanel bookingId={ID} token={TOKEN} />);

describe("the party's photos on the booking page", () => {
  it('shows the thumbnails, the full size on a tap, the zip and the day the album closes', async () => {
    stubApi({ [`GET ${ALBUM}`]: { body: album() } });
    const view = renderPanel();

    const list = await screen.findByRole('list', { name: 'Photos' });
    const thumbs = within(list).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual(album().photos.map((p) => p.thumbUrl));
    expect(thumbs[0]).toHaveAttribute('loading', 'lazy');

    await view.user.click(screen.getByRole('listitem', { name: 'Open photo 2 of 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of 3' })).toHaveAttribute('src', photo(2).url);
    await view.user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('img', { name: 'Photo 3 of 3' })).toHaveAttribute('src', photo(3).url);
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await view.user.click(within(dialog).getByRole('button', { name: 'Close the photo' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const zip = screen.getByRole('link', { name: 'Download all 3 photos (.zip)' });
    expect(zip).toHaveAttribute('href', album().zipUrl);
    expect(zip).toHaveAttribute('download');
    expect(screen.getByText(/^The album closes on September 8, 2026: download the photos before then/)).toBeVisible();
  });

  it('makes the families’ link, then turns it off', async () => {
    const link = { url: 'http://localhost:3000/albums/abc.def', createdAt: '2026-06-10T12:00:00.000Z' };
    let current: Album = album();
    const api = stubApi({
      [`GET ${ALBUM}`]: () => ({ body: current }),
      [`POST ${LINK}`]: () => {
        current = album({ link });
        return { status: 201, body: link };
      },
      [`DELETE ${LINK}`]: () => {
        current = album();
        return { status: 204 };
      },
    });
    const view = renderPanel();

    await view.user.click(await screen.findByRole('button', { name: 'Create an album link' }));
    expect(await screen.findByRole('textbox', { name: 'Album link' })).toHaveValue(link.url);
    expect(api.to('POST', LINK)[0].headers['Idempotency-Key']).toBeTruthy();

    await view.user.click(screen.getByRole('button', { name: 'Turn the link off' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The album link is off');
    expect(await screen.findByRole('button', { name: 'Create an album link' })).toBeVisible();
    expect(api.to('DELETE', LINK)).toHaveLength(1);
  });

  it('says the photos come after the party while the album is empty', async () => {
    stubApi({ [`GET ${ALBUM}`]: { body: album({ photos: [] }) } });
    renderPanel();
    expect(await screen.findByText(/photos appear here once the host has uploaded them/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });
});
