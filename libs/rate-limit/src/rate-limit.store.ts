import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import type { Counter } from 'prom-client';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, AppConfig } from '@app/config';
import { Metrics } from '@app/metrics';
import { failFastRedisOptions } from '@app/queue';
import { RATE_LIMITS, RateLimitName, RateLimitRule } from './rate-limits';

/** While limits count in memory, how often Redis is asked whether it answers again. */
const RECOVERY_CHECK_MS = 1000;

/**
 * The counters behind every limit, in Redis so all api replicas share them (docs/adr/0017-abuse-limits-in-redis.md).
 * rate-limiter-flexible keeps each counter in one key with its window as TTL, updated by one atomic script, so
 * nothing needs pruning. While Redis is unreachable, or leaves a command unanswered for REQUEST_PATH_REDIS_TIMEOUT_MS
 * (hung), every limit counts in this process's memory instead (the insurance limiter, which takes every call that
 * fails in Redis): the limits still hold per process and requests neither fail nor wait for Redis. That is the one
 * way limits behave without Redis (docs/operations.md, "Abuse limits"): logged once when it starts and once when Redis answers
 * again, and each request counted in memory is counted in /metrics.
 */
@Injectable()
export class RateLimitStore implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimits');
  private readonly redis: Redis;
  private readonly countedInMemory: Counter<'limit'>;
  /** Set while limits count in memory: asks Redis every RECOVERY_CHECK_MS whether it answers again. */
  private recoveryCheck?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: Metrics,
  ) {
    // Fail fast (to the in-memory fallback) instead of queueing commands while Redis is away or waiting on a hung one.
    this.redis = new Redis(failFastRedisOptions(config.redisUrl, 2000));
    this.redis.on('error', () => undefined); // reported once by usedMemory(), not per request
    this.countedInMemory = metrics.counter({
      name: 'champions_rate_limit_memory_counts_total',
      help: "Requests counted against an abuse limit in this process's memory because Redis could not be reached.",
      labelNames: ['limit'] as const,
    });
  }

  /** Connects before the first request, so a fresh replica counts in Redis from the start. */
  async onModuleInit(): Promise<void> {
    await this.redis.connect().catch(() => undefined);
  }

  // Not onModuleDestroy: Nest runs that before the HTTP server stops listening, while requests still use this.
  onApplicationShutdown(): void {
    clearInterval(this.recoveryCheck);
    this.redis.disconnect();
  }

  /** A named rule with RATE_LIMIT_FACTOR applied. */
  rule(name: RateLimitName): RateLimitRule {
    const rule = RATE_LIMITS[name];
    return { ...rule, points: rule.points * this.config.rateLimitFactor };
  }

  /** The counters of named rules of RATE_LIMITS, each under its rule's name as its key prefix. */
  limitersOf<N extends RateLimitName>(names: readonly N[]): Record<N, RateLimiterRedis> {
    return Object.fromEntries(
      names.map((name) => {
        const { points, seconds } = this.rule(name);
        return [name, this.limiter(name, points, seconds)];
      }),
    ) as Record<N, RateLimiterRedis>;
  }

  /** A counter of `points` per `seconds` under its own key prefix. */
  limiter(prefix: string, points: number, seconds: number): RateLimiterRedis {
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `rl:${prefix}`,
      points,
      duration: seconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new MemoryFallback({ keyPrefix: `rl:${prefix}`, points, duration: seconds }, () =>
        this.usedMemory(prefix),
      ),
    });
  }

  private usedMemory(limit: string): void {
    this.countedInMemory.inc({ limit });
    if (this.recoveryCheck) return;
    this.logger.warn("Redis does not answer: abuse limits count in this process's memory until it does");
    this.recoveryCheck = setInterval(() => void this.checkRecovered(), RECOVERY_CHECK_MS);
  }

  private async checkRecovered(): Promise<void> {
    try {
      if (this.redis.status === 'wait' || this.redis.status === 'end') await this.redis.connect();
      await this.redis.ping();
    } catch {
      return;
    }
    clearInterval(this.recoveryCheck);
    this.recoveryCheck = undefined;
    this.logger.log('Redis answers again: abuse limits count in Redis');
  }
}

/** The insurance limiter: counts in this process's memory, and tells the store each time it counts a request. */
class MemoryFallback extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly counting: () => void,
  ) {
    super(options);
  }

  override consume(
    key: string | number,
    points?: number,
    options?: { [key: string]: unknown },
  ): Promise<RateLimiterRes> {
    this.counting();
    return super.consume(key, points, options);
  }
}
