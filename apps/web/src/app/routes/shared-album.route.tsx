import { useParams } from 'react-router-dom';
import { SharedAlbumPage } from '@/features/albums/components/shared-album-page.component';

/**
 * /albums/:token: the party's photos for an invited family, opened by the link the parent shared. Not indexed, and no
 * Referer leaves it, so the link's token never reaches another site.
 */
export function Component() {
  const { token = '' } = useParams();
  return (
    <>
      <title>The party&rsquo;s photos — Champions Party</title>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <SharedAlbumPage token={token} />
    </>
  );
}
