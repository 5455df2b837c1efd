import { Injectable } from '@nestjs/common';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { PlatformException } from '@app/platform';
import { clientAddressKey } from './client-address';
import { KEYED_RATE_LIMITS, RATE_LIMITS, RouteRateLimitName } from './rate-limits';
import { RateLimitStore } from './rate-limit.store';
import { isRefusal, refusal } from './too-many-requests';

/** What the limits need of a request; both Nest adapters provide `ip` (after the trusted-proxy rules) and `user`. */
export interface RateLimitedRequest {
  ip?: string;
  user?: { id: string };
}

const ROUTE_LIMITS = (Object.keys(RATE_LIMITS) as (keyof typeof RATE_LIMITS)[]).filter(
  (name) =>
    !name.startsWith('login-') &&
    'points' in RATE_LIMITS[name] &&
    !(KEYED_RATE_LIMITS as readonly string[]).includes(name),
) as RouteRateLimitName[];

/** The route limits of RATE_LIMITS: each request counts against its client address and, when signed in, its account. */
@Injectable()
export class RouteRateLimits {
  private readonly limiters: Record<RouteRateLimitName, RateLimiterRedis>;

  constructor(private readonly store: RateLimitStore) {
    this.limiters = store.limitersOf(ROUTE_LIMITS);
  }

  static keysOf(req: RateLimitedRequest): string[] {
    const keys = [`address:${clientAddressKey(req.ip)}`];
    if (req.user?.id) keys.push(`account:${req.user.id}`);
    return keys;
  }

  /** Counts one request; throws 429 with Retry-After when the address or the account is over the limit. */
  async consume(name: RouteRateLimitName, keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.limiters[name].consume(key)));
    let waitMs = 0;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (!isRefusal(result.reason)) throw result.reason;
      waitMs = Math.max(waitMs, result.reason.msBeforeNext);
    }
    if (results.some((r) => r.status === 'rejected')) {
      throw new PlatformException('RATE_LIMITED', ...refusal(this.store.rule(name), waitMs));
    }
  }

  /** Gives a counted request back (one refused as invalid neither stored nor revealed anything). */
  async refund(name: RouteRateLimitName, keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.limiters[name].reward(key)));
  }
}
