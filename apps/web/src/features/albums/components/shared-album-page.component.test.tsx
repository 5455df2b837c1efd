import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SharedAlbum } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { SharedAlbumPage } from './shared-album-page.component';

const TOKEN = 'a1b2c3d4-0000-4000-8000-000000000001.sig';
const READ = `/api/albums/${TOKEN}`;

describe("a family's album page", () => {
  it('shows the photos and the zip', async () => {
    const album: SharedAlbum = {
      photos: [
        { id: 'p1', width: 1600, height: 1200, thumbUrl: `${READ}/photos/p1/thumb`, url: `${READ}/photos/p1/full` },
      ],
      closesOn: '2026-09-08',
      zipUrl: `${READ}/album.zip`,
    };
    stubApi({ [`GET ${READ}`]: { body: album } });
    renderWithProviders(<SharedAlbumPage token={TOKEN} />);
    expect(await screen.findByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', album.photos[0].thumbUrl);
    expect(screen.getByRole('link', { name: 'Download all photos (.zip)' })).toHaveAttribute('href', album.zipUrl);
  });

  it('says a turned-off or replaced link opens nothing', async () => {
    stubApi({ [`GET ${READ}`]: { status: 404, body: { statusCode: 404, code: 'BOOKING_NOT_FOUND', message: 'x' } } });
    renderWithProviders(<SharedAlbumPage token={TOKEN} />);
    expect(await screen.findByText(/This album link is not valid any more/)).toBeVisible();
  });
});
