import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AlbumUploaded } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { AlbumUpload } from './album-upload.ui';

const ID = '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef';
const UPLOAD = `/api/bookings/${ID}/album/photos`;

const file = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe("the party's photos upload", () => {
  it('sends every chosen photo in one form, then says how many were added and who has no photo consent', async () => {
    // Two photos as the api lists them (only their count is shown).
    const answer = { added: [{}, {}], withoutConsent: ['Leo', 'Mia'] } as AlbumUploaded;
    const api = stubApi({ [`POST ${UPLOAD}`]: { status: 201, body: answer } });
    const view = renderWithProviders(<AlbumUpload bookingId={ID} />);

    expect(screen.getByRole('button', { name: 'Upload photos' })).toBeDisabled();
    await view.user.upload(screen.getByLabelText(/^Choose the party’s photos/), [file('a.jpg'), file('b.jpg')]);
    await view.user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));

    expect(await screen.findByText('2 photos added to the album.')).toBeVisible();
    expect(screen.getByText(/^No photo consent on the guest list: Leo, Mia\./)).toBeVisible();
    expect(api.to('POST', UPLOAD)).toHaveLength(1);
  });

  it('shows the refusal in words', async () => {
    stubApi({
      [`POST ${UPLOAD}`]: {
        status: 409,
        body: { statusCode: 409, code: 'ALBUM_CLOSED', message: 'This album has closed.' },
      },
    });
    const view = renderWithProviders(<AlbumUpload bookingId={ID} />);
    await view.user.upload(screen.getByLabelText(/^Choose the party’s photos/), [file('a.jpg')]);
    await view.user.click(screen.getByRole('button', { name: 'Upload 1 photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This album has closed.');
  });
});
