import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '@app/platform';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests made by another site (CSRF defence in depth next to SameSite=Lax cookies):
 * the browser's Sec-Fetch-Site says so directly; older browsers are judged by Origin against our own host.
 */
export function refuseCrossSite(publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if (
      site === 'cross-site' ||
      (origin !== undefined && origin !== ownOrigin && hostOf(origin) !== req.headers.host)
    ) {
      res.status(403).json(errorBody('CROSS_SITE_REQUEST', 'Requests from other sites are not accepted.'));
      return;
    }
    next();
  };
}

/** The host of an Origin header; undefined for "null" or anything unparsable (never treated as same-site). */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** The API takes JSON only: a body of any other type is refused before it is parsed. */
export function requireJsonBodies(req: Request, res: Response, next: NextFunction) {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || SAFE_METHODS.has(req.method) || req.is('application/json')) return next();
  res
    .status(415)
    .json(errorBody('UNSUPPORTED_MEDIA_TYPE', 'Requests must be sent as JSON (Content-Type: application/json).'));
}
