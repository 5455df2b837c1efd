import type { Response } from 'supertest';

/** Asserts a 429 with a Retry-After within the rule's window and the rule's message for that wait. */
export function expectRateLimited(res: Response, windowSeconds: number, message: (seconds: number) => string): void {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: message(retryAfter) });
}
