import { Global, Module } from '@nestjs/common';
import { KeyedRateLimits } from './keyed-rate-limits';
import { RateLimitInterceptor } from './rate-limit.decorator';
import { RateLimitStore } from './rate-limit.store';
import { RouteRateLimits } from './route-rate-limits';

/**
 * Global, so any controller can put @RateLimit('name') on a route, and any service inject KeyedRateLimits, without
 * importing anything else.
 */
@Global()
@Module({
  providers: [RateLimitStore, RouteRateLimits, KeyedRateLimits, RateLimitInterceptor],
  exports: [RateLimitStore, RouteRateLimits, KeyedRateLimits, RateLimitInterceptor],
})
export class RateLimitModule {}
