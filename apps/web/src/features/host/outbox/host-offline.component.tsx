import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HostOutboxBanner } from './host-outbox-banner.component';
import { useOutboxReplay } from './use-outbox-replay.hook';

/**
 * The service worker's place and reach (apps/web/vite.config.mts): it serves /host and what /host reads, and nothing
 * else of the site, so the public pages and the admin behave as they always did.
 */
const SERVICE_WORKER = { url: '/host-sw.js', scope: '/host' } as const;

/**
 * What makes /host the host's phone app (docs/product/party-day.md#offline): its manifest, so the phone can install
 * it; its service worker, which keeps the app and the day's reads on the phone after the first open (registered from
 * /host only, in the built app only); and the outbox's replay and banner.
 */
export function HostOffline() {
  useOutboxReplay();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // Without it the app still works online: nothing to tell the host.
    navigator.serviceWorker.register(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope }).catch(() => undefined);
    // On the first open the page's reads (the parties, the site) went out before the worker took over, so it kept
    // none: read them again through it, or the phone opened offline later would have none of them.
    const readAgain = () => void queryClient.invalidateQueries();
    navigator.serviceWorker.addEventListener('controllerchange', readAgain);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', readAgain);
  }, [queryClient]);
  return (
    <>
      <link rel="manifest" href="/host.webmanifest" />
      <HostOutboxBanner />
    </>
  );
}
