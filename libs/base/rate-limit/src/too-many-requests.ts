import { RateLimiterRes } from 'rate-limiter-flexible';
import type { ExceptionExtras } from '@app/platform';
import { RateLimitRule } from './rate-limits';

/** rate-limiter-flexible rejects with a RateLimiterRes when a limit is reached, with an Error when its store fails. */
export const isRefusal = (reason: unknown): reason is RateLimiterRes => reason instanceof RateLimiterRes;

/**
 * The message and Retry-After (whole seconds, at least 1) of a 429, as arguments for a coded exception:
 * `new PlatformException('RATE_LIMITED', ...refusal(rule, res.msBeforeNext))`.
 */
export function refusal(rule: Pick<RateLimitRule, 'message'>, msBeforeNext: number): [string, ExceptionExtras] {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return [rule.message(seconds), { headers: { 'Retry-After': String(seconds) } }];
}
