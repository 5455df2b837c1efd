import { Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title.layout';
import { AlbumUpload } from '@/components/ui/album-upload.ui';
import { LinkButton } from '@/components/ui/link-button.ui';

/**
 * /host/parties/:id/photos: the party's host uploads its photos from the phone (docs/product/albums.md#uploading).
 * Hosts only; the api refuses another team's party.
 */
export function Component() {
  const { id = '' } = useParams();
  return (
    <Container size="1" px="4" py="5">
      <PageTitle page="Party photos" />
      <meta name="robots" content="noindex" />
      <Flex direction="column" gap="4">
        <LinkButton to={`/host/parties/${id}`} size="4" variant="ghost" style={{ alignSelf: 'flex-start' }}>
          ← Back to the party
        </LinkButton>
        <Heading as="h1" size="8">
          Party photos
        </Heading>
        <Text size="4">
          The parent sees them on their booking page and can share them with the other families. Leave out children
          without photo consent: the list below tells you who they are after each upload.
        </Text>
        <AlbumUpload bookingId={id} />
      </Flex>
    </Container>
  );
}
