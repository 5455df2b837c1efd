/** The service worker's cache of the host app's reads: the parties, the session, the site (apps/web/vite.config.mts). */
export const HOST_READS_CACHE = 'host-reads';

/**
 * Signing out forgets them, so whoever uses this phone next reads none of that host's parties, children and notes
 * without a signal (docs/product/party-day.md#offline).
 */
export const forgetHostReads = async (): Promise<void> => {
  if ('caches' in window) await caches.delete(HOST_READS_CACHE);
};
