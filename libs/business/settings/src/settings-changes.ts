import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '@app/config';
import { isRedisUnreachable, redisOptions } from '@app/queue';

/** The Redis channel a save is announced on. */
const SETTINGS_CHANNEL = 'settings:changed';

/**
 * Tells every api and worker process that the settings changed (Redis pub/sub), so each drops its cached copy at once
 * rather than when its copy expires. A message missed while Redis was away is covered twice: each (re)subscription
 * counts as a change, and the cache expires on its own (SETTINGS_CACHE_MS).
 */
@Injectable()
export class SettingsChanges implements OnApplicationShutdown {
  private readonly logger = new Logger('Settings');
  private readonly subscriber: Redis;
  private readonly publisher: Redis;
  private readonly listeners: (() => void)[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.subscriber = new Redis(redisOptions(config.redisUrl));
    this.publisher = new Redis(redisOptions(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0 }));
    // RedisWatch reports an outage once per process; these connections stay quiet and reconnect by themselves.
    this.subscriber.on('error', () => undefined);
    this.publisher.on('error', () => undefined);
    this.subscriber.on('ready', () => this.changed());
    this.subscriber.on('message', () => this.changed());
    void this.subscriber.subscribe(SETTINGS_CHANNEL).catch(() => undefined);
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** After a save: the other processes hear it now, or when their copy expires if Redis is away. */
  async announce(): Promise<void> {
    try {
      await this.publisher.publish(SETTINGS_CHANNEL, String(Date.now()));
    } catch (err) {
      if (!isRedisUnreachable(err)) this.logger.warn(`Settings change not announced: ${(err as Error).message}`);
    }
  }

  onApplicationShutdown(): void {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }

  private changed(): void {
    this.listeners.forEach((listener) => listener());
  }
}
