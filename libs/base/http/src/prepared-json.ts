import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The hash inside every ETag the api sends (@fastify/etag's default, sha1 in base64), whether the pipeline hashes
 * an answer or an answer was prepared once: one content, one validator, whichever way it went out.
 */
export const contentHash = (payload: string | Buffer): string => createHash('sha1').update(payload).digest('base64');

/** A JSON answer serialised, encoded and hashed once, then sent as often as it is asked for (see sendPrepared). */
export interface PreparedJson {
  readonly body: string;
  /**
   * The body's UTF-8 bytes, which is what is sent: a string handed to the socket is encoded again on every send (a
   * tenth of the api's CPU for an 18 kB availability answer; the catalogue's names hold non-ASCII letters too).
   */
  readonly bytes: Buffer;
  /** Weak, as the pipeline's: the same entity also goes out compressed. */
  readonly etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  return prepareJsonText(JSON.stringify(value));
}

/** A JSON text written elsewhere (a statement that writes its answer as JSON), hashed once. */
export function prepareJsonText(body: string): PreparedJson {
  const bytes = Buffer.from(body);
  return { body, bytes, etag: `W/"${contentHash(bytes)}"` };
}

/**
 * Hands a prepared answer to Fastify (from a handler with `@Res({ passthrough: true })`): bytes whose type is set are
 * neither serialised nor encoded again, and @fastify/etag does not hash a body whose ETag is set (it still answers a
 * matching If-None-Match with 304).
 */
export function sendPrepared(reply: FastifyReply, prepared: PreparedJson): Buffer {
  void reply.header('ETag', prepared.etag).type('application/json; charset=utf-8');
  return prepared.bytes;
}
