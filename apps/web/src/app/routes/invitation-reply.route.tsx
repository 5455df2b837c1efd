import { useParams } from 'react-router-dom';
import { InvitationReplyPage } from '@/features/roster/components/invitation-reply-page.component';

/**
 * /invitation-replies/:token: a family's own answer, opened by the link its reply gave it. Not indexed, and no Referer
 * leaves it, so the link's token never reaches another site.
 */
export function Component() {
  const { token = '' } = useParams();
  return (
    <>
      <title>Your answer — Champions Party</title>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <InvitationReplyPage token={token} />
    </>
  );
}
