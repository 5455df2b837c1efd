import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ALBUM_RULES, type AlbumUploaded } from '@app/contracts';
import { apiRequest } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { sharedKeyRoots } from '@/lib/shared-query-keys';

/** POST /api/bookings/:id/album/photos: every chosen photo in one multipart form. */
async function uploadPhotos(bookingId: string, files: File[]): Promise<AlbumUploaded> {
  const form = new FormData();
  for (const file of files) form.append('photos', file);
  const path = `/api/bookings/${encodeURIComponent(bookingId)}/album/photos`;
  return (await apiRequest('POST', path, form)).json() as Promise<AlbumUploaded>;
}

/**
 * The party's photos uploaded from a phone or the admin's desk (docs/product/albums.md#uploading): many at once, then
 * how many were added and, as a reminder, the children on the roster without photo consent. Shared by the host's
 * party screen and the admin's booking detail; the album's reads ('albums' keys) are read again after.
 */
export function AlbumUpload({ bookingId }: { bookingId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (files: File[]) => uploadPhotos(bookingId, files),
    onSuccess: () => {
      setChosen([]);
      if (input.current) input.current.value = '';
      void queryClient.invalidateQueries({ queryKey: sharedKeyRoots.albums });
    },
  });
  const tooMany = chosen.length > ALBUM_RULES.filesPerUpload;
  const result = upload.data;
  return (
    <Flex direction="column" gap="3">
      <Text as="label" htmlFor={`album-files-${bookingId}`} size="3" weight="medium">
        Choose the party&rsquo;s photos (up to {ALBUM_RULES.filesPerUpload} at a time)
      </Text>
      <input
        ref={input}
        id={`album-files-${bookingId}`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        // A file picker is as wide as its browser makes it: never wider than a phone's sheet.
        style={{ maxWidth: '100%' }}
        onChange={(e) => setChosen([...(e.target.files ?? [])])}
      />
      <Button
        size="3"
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
        <Flex direction="column" gap="2" role="status">
          <Text>
            {result.added.length === 1 ? '1 photo added' : `${result.added.length} photos added`} to the album.
          </Text>
          {result.withoutConsent.length > 0 && (
            <Callout.Root color="amber">
              <Callout.Text>
                No photo consent on the guest list: {result.withoutConsent.join(', ')}. Please remove any photo that
                shows {result.withoutConsent.length === 1 ? 'this child' : 'these children'}.
              </Callout.Text>
            </Callout.Root>
          )}
        </Flex>
      )}
    </Flex>
  );
}
