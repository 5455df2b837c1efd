import { Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { ALBUM_MESSAGES, calendarDayWords } from '@app/contracts';
import { AlbumUpload } from '@/components/ui/album-upload.ui';
import { LinkButton } from '@/components/ui/link-button.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteHostPhoto, useHostAlbum } from '../api/host-album.api';
import { useHostParty } from '../api/host-parties.api';
import { hostKeys } from '../api/keys';
import { HOST_WORDS as W } from '../host-words';
import { HostPartyFailed } from './host-party-failed.component';

/**
 * /host/parties/:id/photos: the party's host uploads its photos from the phone and takes one down until the album
 * closes (docs/product/albums.md#uploading): the children without photo consent are named before any file is chosen.
 */
export function HostPhotos({ id }: { id: string }) {
  const party = useHostParty(id);
  const album = useHostAlbum(id);
  const remove = useDeleteHostPhoto(id);
  const queryClient = useQueryClient();
  if (party.isPending || album.isPending) return <LoadingState text={W.loadingPhotos} />;
  if (party.isError) return <HostPartyFailed error={party.error} />;
  if (album.isError) return <HostPartyFailed error={album.error} />;
  const closesOn = calendarDayWords(album.data.closesOn, { month: 'long', day: 'numeric', year: 'numeric' });
  return (
    <Flex direction="column" gap="4">
      <LinkButton to={`/host/parties/${id}`} size="4" variant="ghost" style={{ alignSelf: 'flex-start' }}>
        ← {W.backToParty}
      </LinkButton>
      <Heading as="h1" size="8">
        {party.data.childName}&rsquo;s party photos
      </Heading>
      {album.data.open ? (
        <>
          <Text size="4">{W.photosIntro}</Text>
          <AlbumUpload
            bookingId={id}
            withoutConsent={party.data.withoutConsent}
            photos={album.data.photos}
            onDelete={remove}
            onUploaded={() => void queryClient.invalidateQueries({ queryKey: hostKeys.album(id) })}
            size="4"
          />
          <Text size="2" color="gray">
            {ALBUM_MESSAGES.closesOn(closesOn)}
          </Text>
        </>
      ) : (
        <Callout.Root color="gray">
          <Callout.Text size="4">{ALBUM_MESSAGES.closedToHosts}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
