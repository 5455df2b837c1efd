import { Container } from '@radix-ui/themes';
import { Route, Routes, useParams } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title.layout';
import { HostPartyPage } from '@/features/host/components/host-party-page.component';
import { HostPartyScreen } from '@/features/host/components/host-party-screen.component';
import { PARTY_WORDS } from '@/features/host/party-day-words';
import { PARTY_SCREENS } from '@/features/host/party-screens';
import { HostOffline } from '@/features/host/outbox/host-offline.component';
import { useSiteInfo } from '@/lib/site-info.query';

/**
 * /host/parties/:id: one party of the host's teams, for running it (docs/product/hosts.md#a-party), and its screens
 * as descendant routes, /host/parties/:id/<screen> (docs/product/party-day.md#the-hosts-screens). Hosts only.
 */
export function Component() {
  const { id = '' } = useParams();
  const timeZone = useSiteInfo().data?.timeZone;
  return (
    <Container size="1" px="4" py="3">
      <meta name="robots" content="noindex" />
      <HostOffline />
      <Routes>
        <Route
          index
          element={
            <>
              <PageTitle page="Party" />
              <HostPartyPage id={id} timeZone={timeZone} />
            </>
          }
        />
        {PARTY_SCREENS.map((screen) => (
          <Route
            key={screen}
            path={screen}
            element={
              <>
                <PageTitle page={PARTY_WORDS.screens[screen]} />
                <HostPartyScreen id={id} screen={screen} />
              </>
            }
          />
        ))}
      </Routes>
    </Container>
  );
}
