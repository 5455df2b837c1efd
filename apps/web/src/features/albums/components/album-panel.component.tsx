import { Button, Callout, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { ALBUM_MESSAGES, calendarDayWords, type Album, type AlbumLink } from '@app/contracts';
import { readApiError } from '@/lib/api-error';
import { CopyLinkField } from '@/components/ui/copy-link-field.ui';
import { useAlbum, useAlbumLink } from '../api/albums.api';
import { AlbumPhotos } from './album-photos.component';
import './album.css';

export const albumCloseWords = (closesOn: string) =>
  ALBUM_MESSAGES.closesOn(calendarDayWords(closesOn, { month: 'long', day: 'numeric', year: 'numeric' }));

/**
 * The party's photos on the booking's page (docs/product/albums.md#the-parents-album): the thumbnails, each full size
 * on a tap, every photo as one zip, the day the album closes, and the link for the invited families.
 */
export function AlbumPanel({ bookingId, token }: { bookingId: string; token: string | null }) {
  const album = useAlbum(bookingId, token);
  if (album.isPending) return <Skeleton height="120px" role="status" aria-label="Loading the photos" />;
  if (album.isError) return <Text color="red">The photos could not be loaded. Please try again later.</Text>;
  if (!album.data.photos.length) {
    return <Text color="gray">The party&rsquo;s photos appear here once the host has uploaded them.</Text>;
  }
  return <AlbumView album={album.data} token={token} />;
}

function AlbumView({ album, token }: { album: Album; token: string | null }) {
  const count = album.photos.length;
  return (
    <Flex direction="column" gap="4">
      <AlbumPhotos photos={album.photos} />
      <Flex direction="column" gap="2">
        <Button asChild size="3" style={{ alignSelf: 'flex-start' }}>
          <a href={album.zipUrl} download>
            Download all {count === 1 ? '1 photo' : `${count} photos`} (.zip)
          </a>
        </Button>
        <Text size="2" color="gray">
          {albumCloseWords(album.closesOn)}
        </Text>
      </Flex>
      <AlbumLinkPanel bookingId={album.bookingId} token={token} link={album.link} />
    </Flex>
  );
}

/** The link for the families: made, copied, turned off (a new one or none stops the old). */
function AlbumLinkPanel({
  bookingId,
  token,
  link,
}: {
  bookingId: string;
  token: string | null;
  link: AlbumLink | null;
}) {
  const { create, turnOff } = useAlbumLink(bookingId, token);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failed = (err: unknown) =>
    setFailure(readApiError(err).message ?? 'We could not change the album link. Please try again.');
  const act = (mutation: typeof create | typeof turnOff, done: string | null) => {
    setFailure(null);
    mutation.submit({}, { onSuccess: () => setStatus(done), onError: failed });
  };
  return (
    <section aria-labelledby="album-link-heading">
      <Text as="p" weight="bold" id="album-link-heading" mb="1">
        Share the photos with the other families
      </Text>
      <Text as="p" size="2" color="gray" mb="3">
        Families who open the link see the photos and can download them, never a name.
      </Text>
      {link ? (
        <Flex direction="column" gap="2">
          <CopyLinkField id="album-url" label="Album link" url={link.url} />
          <Flex gap="3" wrap="wrap">
            <Button type="button" variant="soft" loading={create.isPending} onClick={() => act(create, null)}>
              Make a new link
            </Button>
            <Button
              type="button"
              variant="soft"
              color="red"
              loading={turnOff.isPending}
              onClick={() => act(turnOff, 'The album link is off: it no longer opens the photos.')}
            >
              Turn the link off
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Button type="button" loading={create.isPending} onClick={() => act(create, null)}>
          Create an album link
        </Button>
      )}
      {status && (
        <Text as="p" role="status" size="2" mt="2">
          {status}
        </Text>
      )}
      {failure && (
        <Callout.Root color="red" role="alert" mt="3">
          <Callout.Text>{failure}</Callout.Text>
        </Callout.Root>
      )}
    </section>
  );
}
