import { useParams } from 'react-router-dom';
import { InvitationPage } from '@/features/roster/components/invitation-page.component';
import { Island } from '../islands/island';
import { Component as InvitationRepliesIsland } from '../islands/invitation-replies.island';

/**
 * /invitations/:token: an invited family's page, opened by the link the host parent shared. Not indexed, and no Referer
 * leaves it, so the link's token never reaches another site. The api sends it as a document whose one island is the
 * reply (docs/product/pages.md#page-delivery).
 */
export function Component() {
  const { token = '' } = useParams();
  return (
    <>
      <title>You&rsquo;re invited — Champions Party</title>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <InvitationPage
        token={token}
        replies={<Island name="invitation-replies" component={InvitationRepliesIsland} props={{ token }} />}
      />
    </>
  );
}
