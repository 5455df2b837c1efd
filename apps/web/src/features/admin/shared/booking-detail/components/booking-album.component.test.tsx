import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Album } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { BookingAlbum } from './booking-album.component';

const ID = '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef';
const photo = (n: number) => ({
  id: `a1b2c3d4-0000-4000-8000-00000000000${n}`,
  width: 1600,
  height: 1200,
  thumbUrl: `/api/bookings/${ID}/album/photos/p${n}/thumb`,
  url: `/api/bookings/${ID}/album/photos/p${n}/full`,
});
const album = (photos = [photo(1), photo(2)]): Album => ({
  bookingId: ID,
  photos,
  withoutConsent: ['Leo'],
  closesOn: '2027-03-12',
  zipUrl: `/api/bookings/${ID}/album.zip`,
  link: null,
});

describe("the booking's album in the office (docs/product/albums.md#deleting-a-photo)", () => {
  it('names the children without consent, and takes a photo down in two taps', async () => {
    let read = album();
    const api = stubApi({
      [`GET /api/bookings/${ID}/album`]: () => ({ body: read }),
      [`DELETE /api/admin/bookings/${ID}/photos/${photo(2).id}`]: () => {
        read = album([photo(1)]);
        return { status: 204 };
      },
    });
    const view = renderWithProviders(<BookingAlbum bookingId={ID} />);
    expect(await screen.findByRole('note')).toHaveTextContent("Don't upload photos showing Leo");

    const photos = screen.getByRole('list', { name: 'In the album' });
    await view.user.click(within(photos).getByRole('button', { name: 'Delete photo 2 of 2' }));
    await view.user.click(await screen.findByRole('button', { name: 'Delete photo' }));

    await vi.waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(1));
    expect(api.to('DELETE', `/api/admin/bookings/${ID}/photos/${photo(2).id}`)).toHaveLength(1);
  });
});
