import { strict as assert } from 'node:assert';
import type { Response } from 'supertest';

/**
 * Asserts a 429 with a Retry-After within the rule's window and the rule's message for that wait. node:assert, not
 * jest's expect: this library is also compiled by the server build, which has no jest types.
 */
export function expectRateLimited(res: Response, windowSeconds: number, message: (seconds: number) => string): void {
  assert.equal(res.status, 429, `expected a 429, got ${res.status}: ${res.text}`);
  const retryAfter = Number(res.headers['retry-after']);
  assert.ok(
    retryAfter > 0 && retryAfter <= windowSeconds,
    `Retry-After ${retryAfter} is not within 1..${windowSeconds}`,
  );
  assert.deepEqual(
    { code: res.body.code, message: res.body.message },
    { code: 'RATE_LIMITED', message: message(retryAfter) },
  );
}
