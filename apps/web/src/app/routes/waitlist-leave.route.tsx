import { useSearchParams } from 'react-router-dom';
import { WAITLIST_PAGE_WORDS as W } from '@app/contracts';
import { PageTitle } from '@/components/layout/page-title.layout';
import { LeaveWaitlistPage } from '@/features/waitlist/components/leave-waitlist-page.component';

/**
 * /waitlist/leave?entry=&token=: the waiting list e-mails' "Leave the waiting list" link. One family's page: not
 * indexed, and no Referer leaves it, so the link's token never reaches another site.
 */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle page={W.leaveHeading} />
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <LeaveWaitlistPage entryId={params.get('entry') ?? ''} token={params.get('token') ?? ''} />
    </>
  );
}
