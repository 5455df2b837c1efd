import { Button, Callout, Flex, Grid } from '@radix-ui/themes';
import { useState } from 'react';
import type { AlbumPhoto } from '@app/contracts';
import { readApiError } from '@/lib/api-error';
import { ConfirmDialog } from './confirm-dialog.ui';
import './album-photo-grid.css';

/**
 * An album's photos as thumbnails, each with a Delete that asks first: the office takes down a photo a family asked
 * about in two taps (docs/product/albums.md#deleting-a-photo). Shared by the host's photo screen and the admin's
 * booking detail; `onDelete` sends the deletion by the caller's own route and reads the album again.
 */
export function AlbumPhotoGrid({
  photos,
  label,
  onDelete,
  size = '3',
}: {
  photos: AlbumPhoto[];
  /** The list's name ("Just added", "In the album"). */
  label: string;
  onDelete: (photo: AlbumPhoto) => Promise<unknown>;
  /** "4" on the host's phone, where every control is thumb-sized. */
  size?: '3' | '4';
}) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async (photo: AlbumPhoto) => {
    setFailure(null);
    setDeleting(photo.id);
    try {
      await onDelete(photo);
    } catch (error) {
      setFailure(readApiError(error).message ?? 'The photo could not be deleted. Please try again.');
    } finally {
      setDeleting(null);
    }
  };
  const name = (i: number) => `photo ${i + 1} of ${photos.length}`;
  return (
    <Flex direction="column" gap="2">
      <Grid asChild columns={{ initial: '2', xs: '3', md: '4' }} gap="3">
        <ul aria-label={label} className="album-photo-grid">
          {photos.map((photo, i) => (
            <Flex asChild key={photo.id} direction="column" gap="1">
              <li>
                <img src={photo.thumbUrl} alt={`${label}, ${name(i)}`} loading="lazy" width={160} height={160} />
                <ConfirmDialog
                  trigger={
                    <Button
                      size={size}
                      variant="soft"
                      color="red"
                      loading={deleting === photo.id}
                      aria-label={`Delete ${name(i)}`}
                    >
                      Delete
                    </Button>
                  }
                  title="Delete this photo?"
                  description="It goes from the album, the families' link and the download for good."
                  action="Delete photo"
                  color="red"
                  size={size}
                  onConfirm={() => void remove(photo)}
                />
              </li>
            </Flex>
          ))}
        </ul>
      </Grid>
      {failure && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{failure}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
