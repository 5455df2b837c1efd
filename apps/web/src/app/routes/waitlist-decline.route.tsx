import { useSearchParams } from 'react-router-dom';
import { WAITLIST_PAGE_WORDS as W } from '@app/contracts';
import { PageTitle } from '@/components/layout/page-title.layout';
import { DeclineOfferPage } from '@/features/waitlist/components/decline-offer-page.component';
import { useSiteInfo } from '@/lib/site-info.query';

/**
 * /waitlist/decline?offer=&token=: the offer e-mail's "I do not need it" link, with the business's clock (site) for
 * the hold's end. One family's page: not indexed, and no Referer leaves it, so the link's token never reaches another
 * site.
 */
export function Component() {
  const [params] = useSearchParams();
  const site = useSiteInfo();
  return (
    <>
      <PageTitle page={W.offerHeading} />
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <DeclineOfferPage
        offerId={params.get('offer') ?? ''}
        token={params.get('token') ?? ''}
        timeZone={site.data?.timeZone}
        today={site.data?.today}
      />
    </>
  );
}
