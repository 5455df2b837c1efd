import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ALBUM_MESSAGES, ALBUM_RULES, type AlbumPhoto, type AlbumUploaded } from '@app/contracts';
import { apiRequest } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { sharedKeyRoots } from '@/lib/shared-query-keys';
import { AlbumPhotoGrid } from './album-photo-grid.ui';

/** POST /api/bookings/:id/album/photos: every chosen photo in one multipart form. */
async function uploadPhotos(bookingId: string, files: File[]): Promise<AlbumUploaded> {
  const form = new FormData();
  for (const file of files) form.append('photos', file);
  const path = `/api/bookings/${encodeURIComponent(bookingId)}/album/photos`;
  return (await apiRequest('POST', path, form)).json() as Promise<AlbumUploaded>;
}

interface Props {
  bookingId: string;
  /** The children coming without photo consent, as the caller's read names them: said before any file is chosen. */
  withoutConsent: string[];
  /** The album's photos as the caller last read them. */
  photos: AlbumPhoto[];
  /** Deletes a photo by the caller's own route and reads the album again. */
  onDelete: (photo: AlbumPhoto) => Promise<unknown>;
  /** Reads the caller's album again after an upload. */
  onUploaded: () => void;
  /** "4" on the host's phone, where every control is thumb-sized. */
  size?: '3' | '4';
}

/**
 * The party's photos uploaded from a phone or the admin's desk (docs/product/albums.md#uploading): first the children
 * without photo consent by name, then many photos at once; what was just added shows as thumbnails each with its
 * Delete, above the album's other photos. Shared by the host's photo screen and the admin's booking detail; the
 * album's reads ('albums' keys, and the caller's through `onUploaded`) are read again after.
 */
export function AlbumUpload({ bookingId, withoutConsent, photos, onDelete, onUploaded, size = '3' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (files: File[]) => uploadPhotos(bookingId, files),
    onSuccess: () => {
      setChosen([]);
      if (input.current) input.current.value = '';
      onUploaded();
      void queryClient.invalidateQueries({ queryKey: sharedKeyRoots.albums });
    },
  });
  const tooMany = chosen.length > ALBUM_RULES.filesPerUpload;
  const result = upload.data;
  // The upload's answer names them as the roster stands at that moment.
  const names = result?.withoutConsent ?? withoutConsent;
  const justAdded = (result?.added ?? []).filter((photo) => !deleted.has(photo.id));
  const addedIds = new Set(result?.added.map((photo) => photo.id));
  const earlier = photos.filter((photo) => !addedIds.has(photo.id));
  const remove = async (photo: AlbumPhoto) => {
    await onDelete(photo);
    setDeleted((before) => new Set(before).add(photo.id));
  };
  return (
    <Flex direction="column" gap="3">
      {names.length > 0 && (
        <Callout.Root color="amber" highContrast role="note">
          <Callout.Text weight="bold">{ALBUM_MESSAGES.withoutConsent(names)}</Callout.Text>
          <Callout.Text size="2">Their parents did not give photo consent.</Callout.Text>
        </Callout.Root>
      )}
      <Text as="label" htmlFor={`album-files-${bookingId}`} size="3" weight="medium">
        Choose the party&rsquo;s photos (up to {ALBUM_RULES.filesPerUpload} at a time)
      </Text>
      <input
        ref={input}
        id={`album-files-${bookingId}`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        // A file picker is as wide as its browser makes it: never wider than a phone's sheet. Its own height is the
        // text's (about 21 px): a thumb needs 44.
        style={{ maxWidth: '100%', minHeight: 44 }}
        onChange={(e) => setChosen([...(e.target.files ?? [])])}
      />
      <Button
        size={size}
        disabled={!chosen.length || tooMany}
        loading={upload.isPending}
        onClick={() => upload.mutate(chosen)}
      >
        {chosen.length ? `Upload ${chosen.length} photo${chosen.length === 1 ? '' : 's'}` : 'Upload photos'}
      </Button>
      {tooMany && <Text color="red">Choose at most {ALBUM_RULES.filesPerUpload} photos at a time.</Text>}
      {upload.isError && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{readApiError(upload.error).message ?? 'The upload failed. Please try again.'}</Callout.Text>
        </Callout.Root>
      )}
      {result && (
        <Text role="status">
          {result.added.length === 1 ? '1 photo added' : `${result.added.length} photos added`} to the album.
        </Text>
      )}
      {justAdded.length > 0 && (
        <section aria-labelledby={`album-added-${bookingId}`}>
          <Heading as="h3" size="3" mb="2" id={`album-added-${bookingId}`}>
            Just added
          </Heading>
          <AlbumPhotoGrid photos={justAdded} label="Just added" onDelete={remove} size={size} />
        </section>
      )}
      {earlier.length > 0 && (
        <section aria-labelledby={`album-photos-${bookingId}`}>
          <Heading as="h3" size="3" mb="2" id={`album-photos-${bookingId}`}>
            In the album ({earlier.length})
          </Heading>
          <AlbumPhotoGrid photos={earlier} label="In the album" onDelete={onDelete} size={size} />
        </section>
      )}
    </Flex>
  );
}
