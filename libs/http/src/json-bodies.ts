import { BODY_MESSAGES, PlatformException } from '@app/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The largest request body accepted. The biggest legitimate one (a custom game or a contact message) is a few kB;
 * 64 kB leaves room and turns a 5 MB post or a 100k-character field into a 413 before any of it is parsed.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as received, for signature checks (the PayPal webhook). */
    rawBody?: Buffer;
  }
}

const UTF8 = /^utf-?8$/i;

/**
 * The API takes JSON only. Any other media type is a 415 before the body is read; a JSON body in another charset
 * or compressed is a 415, invalid JSON (or an empty JSON body) a 400, all in the usual error shape. The raw bytes
 * stay on req.rawBody.
 */
export function acceptJsonBodiesOnly(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const refusal = refusedEncoding(req);
    if (refusal) return done(new PlatformException('UNSUPPORTED_MEDIA_TYPE', refusal), undefined);
    req.rawBody = body as Buffer;
    parseJson(req, (body as Buffer).toString('utf8'), (err, value) => {
      if (!err) return done(null, value);
      const empty = (err as { code?: string }).code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
      done(
        new PlatformException('INVALID_JSON', empty ? BODY_MESSAGES.emptyJson : BODY_MESSAGES.invalidJson),
        undefined,
      );
    });
  });
  fastify.addContentTypeParser('*', (_req, _payload, done) =>
    done(new PlatformException('UNSUPPORTED_MEDIA_TYPE', BODY_MESSAGES.jsonOnly)),
  );
}

function refusedEncoding(req: FastifyRequest): string | undefined {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
  if (charset !== undefined && !UTF8.test(charset)) return BODY_MESSAGES.charset;
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') return BODY_MESSAGES.encoding;
  return undefined;
}
