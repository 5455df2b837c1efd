import { Global, Module } from '@nestjs/common';
import { RateLimitInterceptor } from './rate-limit.decorator';
import { RateLimitStore } from './rate-limit.store';
import { RouteRateLimits } from './route-rate-limits';

/** Global, so any controller can put @RateLimit('name') on a route without importing anything else. */
@Global()
@Module({
  providers: [RateLimitStore, RouteRateLimits, RateLimitInterceptor],
  exports: [RateLimitStore, RouteRateLimits, RateLimitInterceptor],
})
export class RateLimitModule {}
