import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body serialised once per catalogue version, with its validator and a lazily built gzip copy. */
export interface CachedJson {
  /** The catalogue version the body was built from. */
  version: string;
  body: Buffer;
  etag: string;
  gzipped?: Buffer;
}

/**
 * Browsers may keep a copy but must ask again each time; asking costs a 304 when nothing changed. Weak ETag because
 * the same entity is served gzipped or not.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Bodies smaller than this go out as they are (as the compression middleware would decide). */
const GZIP_MIN_BYTES = 1024;

export function cachedJson(version: string, value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return { version, body, etag };
}

/** RFC 9110 If-None-Match with weak comparison: `*`, or any listed tag equal to ours ignoring the W/ prefix. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const ours = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === ours);
}

/** True when Accept-Encoding lists gzip with a non-zero quality. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return coding === 'gzip' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Prepares the reply for a cached body: validator and caching headers, then a 304 (nothing to send) when the client's
 * copy is current, else the bytes, gzipped when the client takes gzip (a pre-set Content-Encoding makes the
 * compression plugin stand aside). The controller returns what this returns, so the answer goes out through the
 * framework like any other.
 */
export function cachedReply(req: FastifyRequest, reply: FastifyReply, entry: CachedJson): Buffer | undefined {
  reply.header('ETag', entry.etag);
  reply.header('Cache-Control', CATALOG_CACHE_CONTROL);
  reply.header('Vary', 'Accept-Encoding');
  if (matchesIfNoneMatch(req.headers['if-none-match'], entry.etag)) {
    reply.status(304);
    return undefined;
  }
  reply.type('application/json; charset=utf-8');
  if (entry.body.length >= GZIP_MIN_BYTES && acceptsGzip(req.headers['accept-encoding'])) {
    entry.gzipped ??= gzipSync(entry.body);
    reply.header('Content-Encoding', 'gzip');
    return entry.gzipped;
  }
  return entry.body;
}
