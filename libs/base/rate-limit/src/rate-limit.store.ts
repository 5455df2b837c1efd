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
 * How long the sign-in throttle's counts wait for Redis before they count in memory, where the request path's limits
 * wait 300 ms (REQUEST_PATH_REDIS_TIMEOUT_MS): a sign-in already spends longer than that verifying the password, and
 * a count made in one process's memory starts from zero, a fresh set of free guesses. A host busy enough to run the
 * api a few hundred ms late is not an outage; a Redis that answers nothing for this long is.
 */
const SIGN_IN_REDIS_TIMEOUT_MS = 1000;

/**
 * The counters behind every limit, in Redis so all api replicas share them (docs/adr/0017-abuse-limits-in-redis.md).
 * rate-limiter-flexible keeps each counter in one key with its window as TTL, updated by one atomic script, so
 * nothing needs pruning. While Redis is unreachable, or leaves a command unanswered for REQUEST_PATH_REDIS_TIMEOUT_MS
 * (hung; the sign-in throttle's for SIGN_IN_REDIS_TIMEOUT_MS), every limit counts in this process's memory instead
 * (the insurance limiter, which takes every call that fails in Redis): the limits still hold per process and requests
 * neither fail nor wait for Redis. That is the one way limits behave without Redis (docs/operations.md, "Abuse
 * limits"): logged once when it starts and once when Redis answers again, and each request counted in memory is
 * counted in /metrics.
 */
@Injectable()
export class RateLimitStore implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimits');
  private readonly redis: Redis;
  /** The sign-in throttle's connection: the same Redis, waited for SIGN_IN_REDIS_TIMEOUT_MS. */
  private readonly signInRedis: Redis;
  private readonly countedInMemory: Counter<'limit'>;
  /** Connections closed because Redis did not answer them, until they have ended. */
  private readonly closing = new Set<Redis>();
  /** Set while limits count in memory: asks Redis every RECOVERY_CHECK_MS whether it answers again. */
  private recoveryCheck?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: Metrics,
  ) {
    // Fail fast (to the in-memory fallback) instead of queueing commands while Redis is away or waiting on a hung one.
    this.redis = new Redis(failFastRedisOptions(config.redisUrl, 2000));
    this.signInRedis = new Redis(failFastRedisOptions(config.redisUrl, 2000, SIGN_IN_REDIS_TIMEOUT_MS));
    for (const client of this.clients()) client.on('error', () => undefined); // reported once by usedMemory()
    this.countedInMemory = metrics.counter({
      name: 'champions_rate_limit_memory_counts_total',
      help: "Requests counted against an abuse limit in this process's memory because Redis could not be reached.",
      labelNames: ['limit'] as const,
    });
  }

  /** Connects before the first request, so a fresh replica counts in Redis from the start. */
  async onModuleInit(): Promise<void> {
    await Promise.all(this.clients().map((client) => client.connect().catch(() => undefined)));
  }

  // Not onModuleDestroy: Nest runs that before the HTTP server stops listening, while requests still use this.
  onApplicationShutdown(): void {
    clearInterval(this.recoveryCheck);
    for (const client of this.clients()) client.disconnect();
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
    return this.counter(this.redis, prefix, points, seconds);
  }

  /** The same for the sign-in throttle: its commands wait for Redis up to SIGN_IN_REDIS_TIMEOUT_MS. */
  signInLimiter(prefix: string, points: number, seconds: number): RateLimiterRedis {
    return this.counter(this.signInRedis, prefix, points, seconds);
  }

  private clients(): Redis[] {
    return [this.redis, this.signInRedis];
  }

  private counter(storeClient: Redis, prefix: string, points: number, seconds: number): RateLimiterRedis {
    return new RateLimiterRedis({
      storeClient,
      keyPrefix: `rl:${prefix}`,
      points,
      duration: seconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new MemoryFallback({ keyPrefix: `rl:${prefix}`, points, duration: seconds }, () =>
        this.usedMemory(prefix, storeClient),
      ),
    });
  }

  private usedMemory(limit: string, client: Redis): void {
    this.countedInMemory.inc({ limit });
    // The connection's later counts go to memory at once (rejectIfRedisNotReady), instead of each waiting out its own
    // timeout on a Redis that hangs: a sign-in, with several counts, waited seconds. Once: it stays 'ready' until its
    // socket is gone. The recovery check connects again.
    if (client.status === 'ready' && !this.closing.has(client)) {
      this.closing.add(client);
      client.once('end', () => this.closing.delete(client));
      client.disconnect();
    }
    if (this.recoveryCheck) return;
    this.logger.warn("Redis does not answer: abuse limits count in this process's memory until it does");
    this.recoveryCheck = setInterval(() => void this.checkRecovered(), RECOVERY_CHECK_MS);
  }

  private async checkRecovered(): Promise<void> {
    try {
      await Promise.all(
        this.clients().map(async (client) => {
          if (client.status === 'wait' || client.status === 'end') await client.connect();
          await client.ping();
        }),
      );
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
