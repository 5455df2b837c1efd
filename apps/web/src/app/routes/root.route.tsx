import { Text } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppShell } from '@/components/layout/app-shell.layout';
import { PageFallback } from '@/components/layout/page-fallback.layout';
import { OfflineNotice } from '@/components/ui/offline-notice.ui';
import { SiteFooter } from '@/components/layout/site-footer.layout';
import { useSiteInfo } from '@/lib/site-info.query';
import { SiteFact } from '@/features/site/components/site-fact.component';
import { Island } from '../islands/island';
import { Component as Header } from '../islands/site-header.island';
import { HydrationFence } from '../page-hydration';
import { RouteErrorBoundary } from './route-error.route';

/** The admin area keeps its frame while the admin moves between its sections; it has a boundary per section inside. */
const boundaryKey = (pathname: string) => (/^\/admin(\/|$)/i.test(pathname) ? '/admin' : pathname);

/**
 * The host's phone app (/host and its parties, not the invitation's /host/welcome) has a frame of its own
 * (host-bar.tsx, docs/product/hosts.md#the-hosts-phone-app): the public site's header, menu, offline notice and footer
 * would take a third of a phone's screen from the party.
 */
const isHostApp = (pathname: string) => /^\/host(\/(?!welcome(\/|$))|$)/i.test(pathname);
/** Its own chunk: the public pages carry none of the host app. */
const HostBar = lazy(() => import('../host-bar'));

/**
 * The frame around every page: fixed header, the routed page, footer. What the frame reads from the API is read by
 * its parts (SiteFact, Footer), never here: a render of this component while a pre-rendered page's Suspense boundary
 * is still being adopted would hand that boundary new props, and React would throw its markup away.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const page = (
    <RouteErrorBoundary key={boundaryKey(pathname)}>
      <Suspense fallback={<PageFallback />}>
        <HydrationFence>
          <Outlet />
        </HydrationFence>
      </Suspense>
    </RouteErrorBoundary>
  );
  if (isHostApp(pathname)) {
    return (
      <AppShell
        bar={
          <Suspense fallback={<div className="host-bar" />}>
            <HostBar />
          </Suspense>
        }
        mainClassName="app-main host-main"
      >
        {page}
      </AppShell>
    );
  }
  return (
    <AppShell
      bar={<Island name="site-header" component={Header} props={{}} />}
      mainClassName="app-main"
      foot={<Footer />}
    >
      <OfflineNotice className="offline-banner" />
      {page}
    </AppShell>
  );
}

function Footer() {
  const { data: site } = useSiteInfo();
  return (
    <SiteFooter
      email={<SiteFact fact="email" render={(email) => <a href={`mailto:${email}`}>{email}</a>} />}
      serviceArea={<SiteFact fact="serviceArea" />}
      postalAddress={
        <SiteFact
          fact="postalAddress"
          render={(address) => (
            <Text asChild size="2" className="footer-muted footer-address">
              <address>{address}</address>
            </Text>
          )}
        />
      }
      social={site?.social}
    />
  );
}
