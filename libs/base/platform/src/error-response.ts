import { HttpException, NotFoundException } from '@nestjs/common';
import type { ErrorResponse, PlatformErrorCode } from '@app/contracts';
import { CodedException } from './coded.exception';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseUnavailableReason,
} from './database-unavailable';
import { errorBody } from './error-body';

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** The platform code for a bare HTTP status (Nest's built-in exceptions, parser errors). */
const CODE_BY_STATUS: Record<number, PlatformErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};

/** What a person reads when a request body is refused, by the server's parser or by the body rules (libs/base/http). */
export const BODY_MESSAGES = {
  tooLarge: 'The request body is too large.',
  jsonOnly: 'Requests must be sent as JSON (Content-Type: application/json).',
  charset: 'Request bodies must be UTF-8 encoded JSON.',
  encoding: 'Request bodies must not be compressed (Content-Encoding is not accepted).',
  contentLength: 'The Content-Length does not match the body.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty; send a JSON object.',
  tooDeep: 'The request body nests objects or arrays too deeply.',
  notUnicode: 'The request body contains text that is not valid Unicode (half of a surrogate pair, such as \\ud800).',
  notObject: 'The request body must be a JSON object.',
} as const;

/** What a person reads when the server cannot read the request itself (its address, its headers). */
export const REQUEST_MESSAGES = {
  routeNotFound: 'No API route answers this method and path.',
  badUrl: 'The address is not valid: a part of it is not properly encoded.',
  uriTooLong: 'The address is too long: a part of it is longer than any this site uses.',
  headersTooLarge: 'The request headers are too large.',
  timeout: 'The request took too long to arrive.',
  unreadable: 'The request could not be read.',
} as const;

/**
 * Client errors raised below Nest (the router, body parsing, the HTTP parser: Fastify's FST_* and Node's codes) and
 * what a person should read instead of their wording, which may echo the path (a capability such as an invitation's
 * token) or name the framework.
 */
const FRAMEWORK_ERRORS: Record<string, { code: PlatformErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: BODY_MESSAGES.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: BODY_MESSAGES.jsonOnly },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: BODY_MESSAGES.contentLength },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: BODY_MESSAGES.emptyJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: BODY_MESSAGES.invalidJson },
  FST_ERR_BAD_URL: { code: 'BAD_URL', message: REQUEST_MESSAGES.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URI_TOO_LONG', message: REQUEST_MESSAGES.uriTooLong },
  HPE_HEADER_OVERFLOW: { code: 'HEADERS_TOO_LARGE', message: REQUEST_MESSAGES.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { code: 'REQUEST_TIMEOUT', message: REQUEST_MESSAGES.timeout },
};

/** An error of the framework or of Node's HTTP parser, whose own message is never passed on. */
const isFrameworkCode = (code: unknown): code is string =>
  typeof code === 'string' && /^(FST_|HPE_|ERR_HTTP_)/.test(code);

export interface DescribedError {
  body: ErrorResponse;
  headers: Record<string, string>;
  /** Only server faults are logged as errors; a client's mistake is not. */
  isServerFault: boolean;
  /** Why PostgreSQL could not serve: logged as one warning line, not as an error with its stack. */
  databaseUnavailable?: string;
}

/**
 * What to answer for anything thrown while serving a request: a domain's coded exception as it is, Nest's HTTP
 * exceptions and parser errors by their status, PostgreSQL unable to serve now as a 503 with Retry-After
 * (database-unavailable.ts), anything else as a 500 that reveals nothing. Used by the Nest
 * exception filter and by the HTTP server's own error handler (errors raised before Nest runs), so both agree.
 */
export function describeError(exception: unknown, request: { method: string; url: string }): DescribedError {
  const clientError = (body: ErrorResponse, headers: Record<string, string> = {}) => ({
    body,
    headers,
    isServerFault: body.statusCode >= 500,
  });
  if (exception instanceof CodedException) {
    const { fields, details, headers } = exception;
    return clientError(errorBody(exception.code, exception.message, { fields, details }), headers);
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message = readableMessage(exception.getResponse(), exception.message);
    // Nest's router answers an unmatched route with exactly this NotFoundException; a handler's own 404 keeps its text.
    // Neither the method nor the path is echoed: a path may carry a capability (an invitation's token).
    if (exception instanceof NotFoundException && message === `Cannot ${request.method} ${request.url}`) {
      return clientError(errorBody('ROUTE_NOT_FOUND', REQUEST_MESSAGES.routeNotFound));
    }
    return status >= 500
      ? clientError(errorBody('INTERNAL_ERROR', INTERNAL_MESSAGE))
      : clientError(errorBody(CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message));
  }
  const parser = parserError(exception);
  if (parser) return clientError(parser);
  const databaseUnavailable = databaseUnavailableReason(exception);
  if (databaseUnavailable) {
    return {
      body: errorBody('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE),
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      isServerFault: false,
      databaseUnavailable,
    };
  }
  return { body: errorBody('INTERNAL_ERROR', INTERNAL_MESSAGE), headers: {}, isServerFault: true };
}

/**
 * Errors that carry a 4xx status of their own (Fastify's router and content-type parser, Node's HTTP parser, JSON.parse
 * of a body). A framework error outside FRAMEWORK_ERRORS gets its status's code and a plain sentence.
 */
function parserError(exception: unknown): ErrorResponse | undefined {
  if (!(exception instanceof Error)) return undefined;
  const { statusCode, code } = exception as Error & { statusCode?: unknown; code?: unknown };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return undefined;
  const known = typeof code === 'string' ? FRAMEWORK_ERRORS[code] : undefined;
  if (known) return errorBody(known.code, known.message);
  if (exception instanceof SyntaxError) return errorBody('INVALID_JSON', BODY_MESSAGES.invalidJson);
  const byStatus = CODE_BY_STATUS[statusCode] ?? 'BAD_REQUEST';
  return errorBody(byStatus, isFrameworkCode(code) ? REQUEST_MESSAGES.unreadable : exception.message);
}

/** Nest's built-in exceptions carry a string or an array of strings; make it one sentence-like string. */
function readableMessage(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('. ');
  if (typeof message === 'string') return message;
  return fallback;
}
