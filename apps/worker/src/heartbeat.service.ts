import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { writeFile } from 'node:fs/promises';
import { APP_CONFIG, AppConfig } from '@app/config';
import { QueueWorkers, recordWorkerSeen, redisOptions } from '@app/queue';
import { HEARTBEAT_INTERVAL_MS } from './heartbeat';

export const HEARTBEAT_PATH = Symbol('HEARTBEAT_PATH');
const REDIS_TIMEOUT_MS = 2_000;

/**
 * Writes the liveness heartbeat while the worker can do its job: every queue's worker is running and Redis takes the
 * worker's last-seen time in time (the api's /api/health reads it). A blocked event loop, a closed worker or an
 * unreachable Redis stops the writes, and the container's health check fails once the file is older than
 * HEARTBEAT_MAX_AGE_MS.
 */
@Injectable()
export class HeartbeatService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Heartbeat');
  private timer?: NodeJS.Timeout;
  /** Its own connection, failing fast while Redis is away instead of queueing the write. */
  private readonly redis: Redis;

  constructor(
    private readonly workers: QueueWorkers,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(HEARTBEAT_PATH) private readonly path: string,
  ) {
    this.redis = new Redis(redisOptions(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }));
    this.redis.on('error', () => undefined); // a missed heartbeat is the report
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_INTERVAL_MS);
    void this.beat();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    this.redis.disconnect();
  }

  /** Writes the heartbeat when healthy; returns whether it did. */
  async beat(): Promise<boolean> {
    if (!this.workers.allRunning() || !(await this.recordSeen())) return false;
    await writeFile(this.path, String(Date.now())).catch((err: unknown) =>
      this.logger.warn({ err }, 'cannot write the heartbeat file'),
    );
    return true;
  }

  /** Tells Redis this worker is alive; false when Redis does not take it within REDIS_TIMEOUT_MS. */
  private async recordSeen(): Promise<boolean> {
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => (timeout = setTimeout(() => resolve(false), REDIS_TIMEOUT_MS)));
    try {
      const recorded = recordWorkerSeen(this.redis).then(() => true);
      return await Promise.race([recorded, timedOut]);
    } catch {
      return false;
    } finally {
      clearTimeout(timeout);
    }
  }
}
