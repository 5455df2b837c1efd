import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AlbumPhoto, AlbumUploaded } from '@app/contracts';
import { ApiError } from '@/lib/api-client';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { AlbumUpload } from './album-upload.ui';

const ID = '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef';
const UPLOAD = `/api/bookings/${ID}/album/photos`;

const file = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
const photo = (n: number): AlbumPhoto => ({
  id: `a1b2c3d4-0000-4000-8000-00000000000${n}`,
  width: 1600,
  height: 1200,
  thumbUrl: `/api/host/parties/${ID}/photos/p${n}/thumb`,
  url: `/api/host/parties/${ID}/photos/p${n}/full`,
});

const renderUpload = (props: Partial<Parameters<typeof AlbumUpload>[0]> = {}) => {
  const onDelete = vi.fn(() => Promise.resolve());
  const onUploaded = vi.fn();
  const view = renderWithProviders(
    <AlbumUpload
      bookingId={ID}
      withoutConsent={['Ava', 'Oscar', 'Lily']}
      photos={[]}
      onDelete={onDelete}
      onUploaded={onUploaded}
      {...props}
    />,
  );
  return { ...view, onDelete, onUploaded };
};

describe("the party's photos upload", () => {
  it('names the children without photo consent before any file is chosen', () => {
    renderUpload();
    expect(screen.getByRole('note')).toHaveTextContent("Don't upload photos showing Ava, Oscar or Lily");
    expect(screen.getByRole('button', { name: 'Upload photos' })).toBeDisabled();
  });

  it('says nothing of consent when every child coming has it', () => {
    renderUpload({ withoutConsent: [] });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('sends every chosen photo in one form, then shows what was added, each with a Delete that asks first', async () => {
    const answer: AlbumUploaded = { added: [photo(1), photo(2)], withoutConsent: ['Leo'] };
    const api = stubApi({ [`POST ${UPLOAD}`]: { status: 201, body: answer } });
    const view = renderUpload({ photos: [photo(3)] });

    await view.user.upload(screen.getByLabelText(/^Choose the party’s photos/), [file('a.jpg'), file('b.jpg')]);
    await view.user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));

    expect(await screen.findByText('2 photos added to the album.')).toBeVisible();
    expect(api.to('POST', UPLOAD)).toHaveLength(1);
    expect(view.onUploaded).toHaveBeenCalledOnce();
    // The upload's answer names the children as the roster stands now.
    expect(screen.getByRole('note')).toHaveTextContent("Don't upload photos showing Leo");
    const added = screen.getByRole('list', { name: 'Just added' });
    expect(
      within(added)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([photo(1).thumbUrl, photo(2).thumbUrl]);
    expect(within(screen.getByRole('list', { name: 'In the album' })).getAllByRole('img')).toHaveLength(1);

    await view.user.click(within(added).getByRole('button', { name: 'Delete photo 2 of 2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete photo' }));

    expect(view.onDelete).toHaveBeenCalledWith(photo(2));
    await vi.waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Just added' })).getAllByRole('img')).toHaveLength(1),
    );
  });

  it('keeps a photo whose deletion failed, and says why', async () => {
    const refusal = JSON.stringify({ code: 'ALBUM_CLOSED_TO_HOSTS', message: 'This album has closed.' });
    const view = renderUpload({ photos: [photo(1)], onDelete: () => Promise.reject(new ApiError(409, refusal, '')) });
    const album = screen.getByRole('list', { name: 'In the album' });
    await view.user.click(within(album).getByRole('button', { name: 'Delete photo 1 of 1' }));
    await view.user.click(await screen.findByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This album has closed.');
    expect(within(album).getAllByRole('img')).toHaveLength(1);
  });

  it('shows the refusal in words', async () => {
    stubApi({
      [`POST ${UPLOAD}`]: {
        status: 409,
        body: { statusCode: 409, code: 'ALBUM_CLOSED', message: 'This album has closed.' },
      },
    });
    const view = renderUpload();
    await view.user.upload(screen.getByLabelText(/^Choose the party’s photos/), [file('a.jpg')]);
    await view.user.click(screen.getByRole('button', { name: 'Upload 1 photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This album has closed.');
  });
});
