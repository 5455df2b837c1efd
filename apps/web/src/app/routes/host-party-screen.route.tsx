import { Container } from '@radix-ui/themes';
import { useLocation, useParams } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title.layout';
import { HostPartyScreen } from '@/features/host/components/host-party-screen.component';
import { PARTY_WORDS } from '@/features/host/party-day-words';
import { isPartyScreen } from '@/features/host/party-screens';

/**
 * /host/parties/:id/<screen>: one screen of running the party (docs/product/party-day.md#the-hosts-screens), the
 * screen named by the path's last part (the route table gives each its pattern). Hosts only.
 */
export function Component() {
  const { id = '' } = useParams();
  const last = useLocation().pathname.split('/').filter(Boolean).at(-1)?.toLowerCase() ?? '';
  const screen = isPartyScreen(last) ? last : 'check-in';
  return (
    <Container size="1" px="4" py="5">
      <PageTitle page={PARTY_WORDS.screens[screen]} />
      <meta name="robots" content="noindex" />
      <HostPartyScreen id={id} screen={screen} />
    </Container>
  );
}
