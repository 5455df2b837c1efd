import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { describeError, errorBody, REQUEST_MESSAGES } from '@app/platform';
import { API_CACHE_CONTROL } from './cache-control';

/**
 * Fastify's own error and not-found handlers, so that what Nest's exception filter never sees also leaves in the
 * coded shape (docs/adr/0006-coded-errors.md, through the same describeError): an error in a hook or a body parser,
 * in a route or plugin scope made before Nest's init, and a path no route matches. Set on the root before any route
 * or scope is made, so every one inherits them; Nest's own are not set (createHttpAdapter). A server fault is logged
 * with the request's id, which ties it to the request's access log line (where the URL is, with its capabilities
 * redacted).
 */
export function useCodedErrors(fastify: FastifyInstance, logger: Logger): void {
  fastify.setErrorHandler((err, req, reply) => {
    const { body, headers, isServerFault, databaseUnavailable } = describeError(err, req);
    if (isServerFault) logger.error({ err, reqId: req.id }, 'Unhandled error');
    if (databaseUnavailable) logger.warn({ reason: databaseUnavailable, reqId: req.id }, 'database unavailable');
    return reply.code(body.statusCode).headers(headers).send(body);
  });
  fastify.setNotFoundHandler((_req, reply) =>
    reply.code(404).send(errorBody('ROUTE_NOT_FOUND', REQUEST_MESSAGES.routeNotFound)),
  );
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path that is not valid
 * percent-encoding, a parameter longer than maxParamLength). Its own answer names the error FST_* and echoes the path.
 * No hook runs for these, so the answer carries the request id and the API's Cache-Control itself.
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const { body } = describeError(err, req);
  void reply.code(body.statusCode).header('X-Request-Id', req.id).header('Cache-Control', API_CACHE_CONTROL).send(body);
}

/** The statuses Fastify's own client error handler gives; anything else Node's HTTP parser refuses is a 400. */
const CLIENT_ERROR_STATUS: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser could not read (malformed, headers too large, too slow
 * to arrive) is answered on the socket in the coded shape, then the connection closes, as Node and Fastify do.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const statusCode = CLIENT_ERROR_STATUS[err.code ?? ''] ?? 400;
    const refused = Object.assign(new Error(err.message), { code: err.code, statusCode });
    const { body } = describeError(refused, { method: '', url: '' });
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nCache-Control: ${API_CACHE_CONTROL}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(err);
}
