import { Button, Container, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { ApiError } from '@/lib/api-client';
import { useSharedAlbum } from '../api/albums.api';
import { AlbumPhotos } from './album-photos.component';
import { albumCloseWords } from './album-panel.component';
import './album.css';

/**
 * /albums/:token: the party's photos as an invited family sees them (docs/product/albums.md#the-families-link): the
 * photos and the zip, no names. A forged, replaced or turned-off link says the album is not there.
 */
export function SharedAlbumPage({ token }: { token: string }) {
  const album = useSharedAlbum(token);
  return (
    <Container size="3" px="4" py="6">
      <Flex direction="column" gap="4">
        <Heading as="h1" size="7">
          The party&rsquo;s photos
        </Heading>
        {album.isPending && <Skeleton height="240px" role="status" aria-label="Loading the photos" />}
        {album.isError && (
          <Text>
            {album.error instanceof ApiError && album.error.status === 404
              ? 'This album link is not valid any more: the family who shared it may have turned it off or made a new one.'
              : 'The photos could not be loaded. Please try again later.'}
          </Text>
        )}
        {album.data &&
          (album.data.photos.length ? (
            <>
              <AlbumPhotos photos={album.data.photos} />
              <Button asChild size="3" style={{ alignSelf: 'flex-start' }}>
                <a href={album.data.zipUrl} download>
                  Download all photos (.zip)
                </a>
              </Button>
              <Text size="2" color="gray">
                {albumCloseWords(album.data.closesOn)}
              </Text>
            </>
          ) : (
            <Text color="gray">No photos here (yet).</Text>
          ))}
      </Flex>
    </Container>
  );
}
