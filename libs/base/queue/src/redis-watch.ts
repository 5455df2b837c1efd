import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { isNativeError } from 'node:util/types';
import { APP_CONFIG, AppConfig } from '@app/config';
import { REDIS_RECONNECT_MAX_MS, redisOptions } from './redis-connection';

/** Error codes and messages that only say Redis cannot be reached right now (refused, dropped, closed). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
const UNREACHABLE_MESSAGES = [/Connection is closed/, /Stream isn't writeable/, /max retries per request/i];

/**
 * Whether an error from a Redis connection or a BullMQ queue, worker or producer only says that Redis is away: each
 * connection reconnects by itself and RedisWatch reports the outage once, so such errors are not logged one by one.
 * Any realm's Error: a socket's comes from Node's own, which is not a test's (Jest runs each file in a context of its
 * own, where `instanceof Error` refused every refused connection).
 */
export function isRedisUnreachable(err: unknown): boolean {
  if (!isNativeError(err)) return false;
  const code = (err as NodeJS.ErrnoException).code;
  return (code !== undefined && UNREACHABLE_CODES.has(code)) || UNREACHABLE_MESSAGES.some((m) => m.test(err.message));
}

/**
 * Says when this process loses Redis and when it has it back: one line each per outage, however many connections the
 * process holds (each reconnects by itself at least every REDIS_RECONNECT_MAX_MS and stays quiet meanwhile). It
 * watches a connection of its own, so the report does not depend on which queue happens to be busy.
 */
@Injectable()
export class RedisWatch implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private readonly redis: Redis;
  private lostAt?: number;
  private stopping = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = new Redis(redisOptions(config.redisUrl, { enableOfflineQueue: false }));
    this.redis.on('error', (err) => this.lost(err));
    this.redis.on('ready', () => this.back());
  }

  /** False from the first failed attempt of an outage until Redis answers again. */
  get reachable(): boolean {
    return this.lostAt === undefined;
  }

  onApplicationShutdown(): void {
    this.stopping = true;
    this.redis.disconnect();
  }

  private lost(err: Error): void {
    if (this.stopping || this.lostAt !== undefined) return;
    this.lostAt = Date.now();
    this.logger.warn(
      `Redis cannot be reached (${err.message}): queued work waits; every connection retries at least every ` +
        `${REDIS_RECONNECT_MAX_MS / 1000} s`,
    );
  }

  private back(): void {
    if (this.lostAt === undefined) return;
    const awaySeconds = ((Date.now() - this.lostAt) / 1000).toFixed(1);
    this.lostAt = undefined;
    this.logger.log(`Redis is reachable again, after ${awaySeconds} s`);
  }
}
