import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The hash inside every ETag the api sends (@fastify/etag's default, sha1 in base64), whether the pipeline hashes
 * an answer or an answer was prepared once: one content, one validator, whichever way it went out.
 */
export const contentHash = (payload: string | Buffer): string => createHash('sha1').update(payload).digest('base64');

/** A JSON answer serialised and hashed once, then sent as often as it is asked for (see sendPrepared). */
export interface PreparedJson {
  readonly body: string;
  /** Weak, as the pipeline's: the same entity also goes out compressed. */
  readonly etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  return prepareJsonText(JSON.stringify(value));
}

/** A JSON text written elsewhere (a statement that writes its answer as JSON), hashed once. */
export function prepareJsonText(body: string): PreparedJson {
  return { body, etag: `W/"${contentHash(body)}"` };
}

/**
 * Hands a prepared answer to Fastify (from a handler with `@Res({ passthrough: true })`): a string whose type is set
 * is not serialised again, and @fastify/etag does not hash a body whose ETag is set (it still answers a matching
 * If-None-Match with 304).
 */
export function sendPrepared(reply: FastifyReply, prepared: PreparedJson): string {
  void reply.header('ETag', prepared.etag).type('application/json; charset=utf-8');
  return prepared.body;
}
