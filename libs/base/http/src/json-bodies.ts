import { BODY_MESSAGES, PlatformException } from '@app/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type JsonTextProblem, jsonTextProblem } from './json-text';

/**
 * The largest request body accepted. The biggest legitimate one (a custom game or a contact message) is a few kB;
 * 64 kB leaves room and turns a 5 MB post or a 100k-character field into a 413 before any of it is parsed.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The deepest nesting of objects and arrays a body may have. The deepest legitimate one (a PayPal webhook: an order's
 * purchase units, payments, captures and their amounts) is about 8 levels; every walk of a body recurses (the control
 * character check, class-transformer, class-validator), so depth is refused on the text, before any of them runs.
 */
export const BODY_DEPTH_MAX = 32;

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as received, for signature checks (the PayPal webhook). */
    rawBody?: Buffer;
  }
}

const UTF8 = /^utf-?8$/i;

const TEXT_REFUSALS: Record<JsonTextProblem, () => PlatformException> = {
  'too-deep': () =>
    new PlatformException('JSON_TOO_DEEP', BODY_MESSAGES.tooDeep, { details: { maxDepth: BODY_DEPTH_MAX } }),
  'lone-surrogate': () => new PlatformException('INVALID_UNICODE', BODY_MESSAGES.notUnicode),
};

/**
 * The API takes JSON objects only. Any other media type is a 415 before the body is read; a JSON body in another
 * charset or compressed is a 415; invalid JSON (or an empty JSON body), a body nested deeper than BODY_DEPTH_MAX, text
 * that is not Unicode, and JSON that is not an object (every route's body is one, so `[]` or `null` is a mistake on any
 * route, with or without a body DTO) are a 400, all in the usual error shape and before any route code runs. The raw
 * bytes stay on req.rawBody.
 */
export function acceptJsonBodiesOnly(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const refusal = refusedEncoding(req);
    if (refusal) return done(new PlatformException('UNSUPPORTED_MEDIA_TYPE', refusal), undefined);
    req.rawBody = body as Buffer;
    const text = (body as Buffer).toString('utf8');
    const problem = jsonTextProblem(text, BODY_DEPTH_MAX);
    if (problem) return done(TEXT_REFUSALS[problem]());
    parseJson(req, text, (err, value) => {
      if (!err) {
        const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
        return isObject ? done(null, value) : done(new PlatformException('BODY_NOT_OBJECT', BODY_MESSAGES.notObject));
      }
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
