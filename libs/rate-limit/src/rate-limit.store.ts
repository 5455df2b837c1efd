import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { APP_CONFIG, AppConfig } from '@app/config';
import { failFastRedisOptions } from '@app/queue';
import { RATE_LIMITS, RateLimitName, RateLimitRule } from './rate-limits';

/**
 * The counters behind every limit, in Redis so all api replicas share them (docs/decisions.md says why Redis).
 * rate-limiter-flexible keeps each counter in one key with its window as TTL, updated by one atomic script, so
 * nothing needs pruning. While Redis is unreachable, or leaves a command unanswered for REQUEST_PATH_REDIS_TIMEOUT_MS
 * (hung), each replica falls back to counting in its own memory (the insurance limiter, which takes every call that
 * fails in Redis): the limits still hold per replica and requests neither fail nor wait for Redis.
 */
@Injectable()
export class RateLimitStore implements OnModuleInit, OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // Fail fast (to the in-memory fallback) instead of queueing commands while Redis is away or waiting on a hung one.
    this.redis = new Redis(failFastRedisOptions(config.redisUrl, 2000));
    this.redis.on('error', () => undefined); // reported by /api/health, not per request
  }

  /** Connects before the first request, so a fresh replica counts in Redis from the start. */
  async onModuleInit(): Promise<void> {
    await this.redis.connect().catch(() => undefined);
  }

  // Not onModuleDestroy: Nest runs that before the HTTP server stops listening, while requests still use this.
  onApplicationShutdown(): void {
    this.redis.disconnect();
  }

  /** A named rule with RATE_LIMIT_FACTOR applied. */
  rule(name: RateLimitName): RateLimitRule {
    const rule = RATE_LIMITS[name];
    return { ...rule, points: rule.points * this.config.rateLimitFactor };
  }

  /** A counter of `points` per `seconds` under its own key prefix. */
  limiter(prefix: string, points: number, seconds: number): RateLimiterRedis {
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `rl:${prefix}`,
      points,
      duration: seconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: `rl:${prefix}`, points, duration: seconds }),
    });
  }
}
