import { createHash, timingSafeEqual } from 'node:crypto';

/** What a scrape may get: the metrics, a 401, or a 404 as if there were no /metrics (no token configured). */
export type ScrapeAccess = 'allowed' | 'unauthorized' | 'disabled';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an `Authorization` header may read the metrics. Without METRICS_TOKEN nothing may (and nothing shows there
 * is anything to read). The bearer token is compared through its SHA-256, so timingSafeEqual always compares equal
 * lengths: the time taken reveals neither the token's characters nor its length.
 */
export function scrapeAccess(token: string | undefined, authorization: string | undefined): ScrapeAccess {
  if (!token) return 'disabled';
  const bearer = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  if (bearer === undefined) return 'unauthorized';
  return timingSafeEqual(sha256(bearer), sha256(token)) ? 'allowed' : 'unauthorized';
}

/** Sent with every 401 on /metrics (RFC 6750). */
export const BEARER_CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="metrics"' } as const;
