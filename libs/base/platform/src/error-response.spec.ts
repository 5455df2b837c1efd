import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { domainException } from './coded.exception';
import { describeError, INTERNAL_MESSAGE, REQUEST_MESSAGES } from './error-response';

class TestAccountsException extends domainException<'INVALID_CREDENTIALS' | 'TOO_MANY_LOGIN_ATTEMPTS'>() {}
const get = { method: 'GET', url: '/api/games/7?x=1' };

describe('describeError', () => {
  it("answers a domain's coded exception with its code, status, fields, details and headers", () => {
    const err = new TestAccountsException('TOO_MANY_LOGIN_ATTEMPTS', 'Too many attempts.', {
      fields: { username: 'Wait a minute' },
      details: { retryAfterSeconds: 60 },
      headers: { 'Retry-After': '60' },
    });
    expect(describeError(err, get)).toEqual({
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'TOO_MANY_LOGIN_ATTEMPTS',
        message: 'Too many attempts.',
        fields: { username: 'Wait a minute' },
        details: { retryAfterSeconds: 60 },
      },
      headers: { 'Retry-After': '60' },
      isServerFault: false,
    });
    expect(err.name).toBe('TestAccountsException');
  });

  it("keeps a handler's own 404 message, and says no route matched without echoing the path", () => {
    expect(describeError(new NotFoundException('Booking 12 was not found.'), get).body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Booking 12 was not found.',
    });
    const unmatched = new NotFoundException(`Cannot GET /api/games/7?x=1`);
    expect(describeError(unmatched, get).body).toMatchObject({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: REQUEST_MESSAGES.routeNotFound,
    });
  });

  it("maps Nest's HTTP exceptions by status, joining array messages", () => {
    expect(describeError(new BadRequestException(['a is wrong', 'b is wrong']), get).body).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'a is wrong. b is wrong',
    });
    expect(describeError(new PayloadTooLargeException(), get).body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('keeps the status of body-parser errors and words them for people', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(describeError(tooLarge, get)).toMatchObject({
      body: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
      isServerFault: false,
    });
    const badJson = Object.assign(new SyntaxError('Unexpected token } in JSON at position 9'), { statusCode: 400 });
    expect(describeError(badJson, get).body).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
  });

  it('answers anything else as a 500 that reveals nothing, and flags it for the error log', () => {
    const described = describeError(new Error('relation "users" does not exist'), get);
    expect(described).toEqual({
      body: { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL_ERROR', message: INTERNAL_MESSAGE },
      headers: {},
      isServerFault: true,
    });
    // A 5xx-looking error object is still our fault, never the client's words.
    const upstream = Object.assign(new Error('secret upstream detail'), { statusCode: 502 });
    expect(describeError(upstream, get).body.message).toBe(INTERNAL_MESSAGE);
  });
});
