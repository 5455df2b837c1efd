import { Container } from '@radix-ui/themes';
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title.layout';
import { HostPartyPage } from '@/features/host/components/host-party-page.component';
import { HostOffline } from '@/features/host/outbox/host-offline.component';
import { useSiteInfo } from '@/lib/site-info.query';

/** /host/parties/:id: one party of the host's teams, for running it (docs/product/hosts.md#a-party). Hosts only. */
export function Component() {
  const { id = '' } = useParams();
  const timeZone = useSiteInfo().data?.timeZone;
  return (
    <Container size="1" px="4" py="5">
      <PageTitle page="Party" />
      <meta name="robots" content="noindex" />
      <HostOffline />
      <HostPartyPage id={id} timeZone={timeZone} />
    </Container>
  );
}
