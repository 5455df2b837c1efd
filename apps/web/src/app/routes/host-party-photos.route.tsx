import { Container } from '@radix-ui/themes';
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title.layout';
import { HostPhotos } from '@/features/host/components/host-photos.component';

/**
 * /host/parties/:id/photos: the party's host uploads its photos from the phone and takes one down
 * (docs/product/albums.md#uploading). Hosts only; the api refuses another team's party.
 */
export function Component() {
  const { id = '' } = useParams();
  return (
    <Container size="1" px="4" py="3">
      <PageTitle page="Party photos" />
      <meta name="robots" content="noindex" />
      <HostPhotos id={id} />
    </Container>
  );
}
