import { Injectable } from '@nestjs/common';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { PlatformException } from '@app/platform';
import { KEYED_RATE_LIMITS, KeyedRateLimitName } from './rate-limits';
import { RateLimitStore } from './rate-limit.store';
import { isRefusal, refusal } from './too-many-requests';

/**
 * The keyed limits of RATE_LIMITS: counted per thing (an invitation link) whatever the caller's address, by the code
 * that has checked the thing is real, so a forged name never spends a real one's allowance.
 */
@Injectable()
export class KeyedRateLimits {
  private readonly limiters: Record<KeyedRateLimitName, RateLimiterRedis>;

  constructor(private readonly store: RateLimitStore) {
    this.limiters = store.limitersOf(KEYED_RATE_LIMITS);
  }

  /** Counts one request against `key`; throws 429 with Retry-After when the key is over the limit. */
  async consume(name: KeyedRateLimitName, key: string): Promise<void> {
    await this.limiters[name].consume(key).catch((reason: unknown) => {
      throw isRefusal(reason)
        ? new PlatformException('RATE_LIMITED', ...refusal(this.store.rule(name), reason.msBeforeNext))
        : reason;
    });
  }
}
