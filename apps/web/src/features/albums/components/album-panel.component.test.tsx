import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
    // The list holds list items, each holding its button: not buttons standing in for items.
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1]).getByRole('button')).toHaveAccessibleName('Open photo 2 of 3');

    await view.user.click(within(list).getByRole('button', { name: 'Open photo 2 of 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of 3' })).toHaveAttribute('src', photo(2).url);
    // Save downloads this photo alone, named as the zip names it.
    expect(within(dialog).getByRole('link', { name: 'Save this photo' })).toHaveAttribute('download', 'photo-002.webp');
    // No share sheet in this browser: no Share button.
    expect(within(dialog).queryByRole('button', { name: 'Share…' })).toBeNull();
    await view.user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('img', { name: 'Photo 3 of 3' })).toHaveAttribute('src', photo(3).url);
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    // A swipe to the right goes back a photo; a short move is a tap, and turns nothing.
    const stage = within(dialog).getByRole('img', { name: 'Photo 3 of 3' });
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 400 });
    fireEvent.pointerUp(stage, { clientX: 320, clientY: 400 });
    expect(within(dialog).getByRole('img', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    fireEvent.pointerDown(stage, { clientX: 60, clientY: 400 });
    fireEvent.pointerUp(stage, { clientX: 300, clientY: 410 });
    expect(await within(dialog).findByRole('img', { name: 'Photo 2 of 3' })).toHaveAttribute('src', photo(2).url);
    await view.user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Close the photo' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const zip = screen.getByRole('link', { name: 'Download all 3 photos (.zip)' });
    expect(zip).toHaveAttribute('href', album().zipUrl);
    expect(zip).toHaveAttribute('download');
    expect(screen.getByText(/^The album closes on September 8, 2026: download the photos before then/)).toBeVisible();
  });

  describe("the phone's share sheet", () => {
    // The share sheet these tests give the browser goes with each test: the window is the next file's too.
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'canShare');
    });

    it('hands the one photo shown to it as a file, never its address', async () => {
      const shared: ShareData[] = [];
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
      stubApi({ [`GET ${ALBUM}`]: { body: album() }, [`GET ${photo(1).url}`]: { body: {} } });
      const view = renderPanel();
      await view.user.click(await screen.findByRole('button', { name: 'Open photo 1 of 3' }));
      const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of 3' });
      await view.user.click(within(dialog).getByRole('button', { name: 'Share…' }));
      await waitFor(() => expect(shared).toHaveLength(1));
      expect(Object.keys(shared[0])).toEqual(['files']);
      expect(shared[0].files?.map((f) => f.name)).toEqual(['photo-001.webp']);
    });
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
