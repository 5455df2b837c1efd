import { Container } from '@radix-ui/themes';
import { PageTitle } from '@/components/layout/page-title.layout';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { HostToday } from '@/features/host/components/host-today.component';
import { HOST_WORDS as W } from '@/features/host/host-words';
import { HostOffline } from '@/features/host/outbox/host-offline.component';
import { useSiteInfo } from '@/lib/site-info.query';

/**
 * /host: the host's phone app, their parties of the day (docs/product/hosts.md#the-hosts-phone-app). Signed-in hosts
 * only, checked by the route table's guard before this chunk loads. "Today" is the business's (GET /api/site), never
 * the phone's, so a host on the road near midnight or in another zone still sees the business's day.
 */
export function Component() {
  const site = useSiteInfo();
  return (
    <Container size="1" px="4" py="3">
      <PageTitle page={W.todayTitle} />
      <meta name="robots" content="noindex" />
      <HostOffline />
      {site.data ? (
        <HostToday today={site.data.today} timeZone={site.data.timeZone} />
      ) : site.isError ? (
        <ErrorState text={W.failed} />
      ) : (
        <LoadingState text={W.loading} />
      )}
    </Container>
  );
}
