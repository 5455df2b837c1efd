import type { NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { errorBody } from '@app/platform';
import { IdempotencyStore } from './idempotency.store';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** Roughly one request in 200 also sweeps keys past their TTL; nothing else needs a schedule. */
const SWEEP_PROBABILITY = 0.005;

/** Keys are scoped to the caller: the signed-in user, or else the client address. */
export const idempotencyScope = (req: Request): string => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`);

/** What makes two requests "the same": method, path and the parsed body. */
export const requestHash = (req: Request): string =>
  createHash('sha256')
    .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');

/**
 * Honours the Idempotency-Key header (DESIGN §3): the first request with a key runs and its answer is kept 24 h;
 * the same key with the same request replays that answer (marked Idempotent-Replayed), with a different request is
 * a 422, and while the first is still running is a 409. A 5xx or a dropped connection forgets the key, so the client
 * can retry. Runs after the body parser and the session, so it can hash the body and scope by user.
 */
export function honourIdempotencyKeys(store: IdempotencyStore) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.get('Idempotency-Key');
    if (key === undefined || !UNSAFE_METHODS.has(req.method)) return next();
    if (!KEY_FORMAT.test(key)) {
      res
        .status(400)
        .json(
          errorBody('IDEMPOTENCY_KEY_INVALID', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.'),
        );
      return;
    }
    const scope = idempotencyScope(req);
    try {
      if (Math.random() < SWEEP_PROBABILITY) void store.deleteExpired().catch(() => undefined);
      const claim = await store.claim(scope, key, requestHash(req));
      if (claim.kind === 'mismatch') {
        res
          .status(422)
          .json(errorBody('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.'));
        return;
      }
      if (claim.kind === 'in-progress') {
        res
          .status(409)
          .json(
            errorBody(
              'IDEMPOTENCY_KEY_IN_FLIGHT',
              'A request with this Idempotency-Key is still being processed. Try again shortly.',
            ),
          );
        return;
      }
      if (claim.kind === 'replay') {
        res.status(claim.status).setHeader('Idempotent-Replayed', 'true');
        if (claim.contentType) res.setHeader('Content-Type', claim.contentType);
        res.send(claim.body);
        return;
      }
    } catch (err) {
      return next(err);
    }
    recordAnswer(req, res, store, scope, key);
    next();
  };
}

function recordAnswer(req: Request, res: Response, store: IdempotencyStore, scope: string, key: string): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response['end'];
  let settled = false;
  res.once('finish', () => {
    settled = true;
    const done =
      res.statusCode >= 500
        ? store.release(scope, key)
        : store.complete(scope, key, {
            status: res.statusCode,
            contentType: (res.getHeader('Content-Type') as string | undefined) ?? null,
            body: Buffer.concat(chunks).toString('utf8'),
          });
    done.catch((err: unknown) => req.log?.error({ err }, 'could not record the idempotent answer'));
  });
  res.once('close', () => {
    if (!settled) void store.release(scope, key).catch(() => undefined);
  });
}
