import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import Redis from 'ioredis';
import { writeFile } from 'node:fs/promises';
import { APP_CONFIG, AppConfig } from '@app/config';
import { MetricsServer } from '@app/metrics';
import { forgetWorker, newWorkerId, QueueWorkers, recordWorkerSeen, redisOptions } from '@app/queue';
import { heartbeatIntervalMs } from './heartbeat';

export const HEARTBEAT_PATH = Symbol('HEARTBEAT_PATH');
const REDIS_TIMEOUT_MS = 2_000;

/**
 * Writes the liveness heartbeat while the worker can do its job: every queue's worker is running and Redis takes this
 * worker's entry (its id, last-seen time and metrics port: the api's /api/health lists them) in time. A blocked event
 * loop, a closed worker or an unreachable Redis stops the writes, and the container's health check fails once the
 * file is older than HEARTBEAT_MAX_AGE_MS. A clean stop takes its entry off health's list once its jobs are done: a
 * worker stopped on purpose is not late, it is gone.
 */
@Injectable()
export class HeartbeatService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Heartbeat');
  private timer?: NodeJS.Timeout;
  /** Its own connection, failing fast while Redis is away instead of queueing the write. */
  private readonly redis: Redis;
  /** This process's entry in Redis (newWorkerId); logged at start so an operator can match it to health's list. */
  readonly id = newWorkerId();
  private readonly intervalMs: number;
  /** The beat under way, if any: the entry is forgotten only after it, or the beat would write it back. */
  private beating: Promise<boolean> = Promise.resolve(false);

  constructor(
    private readonly workers: QueueWorkers,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(HEARTBEAT_PATH) private readonly path: string,
    // Absent where a worker serves no metrics (tests of the heartbeat alone).
    @Optional() private readonly metrics?: MetricsServer,
  ) {
    this.intervalMs = heartbeatIntervalMs(config.health.workerSilenceSeconds);
    this.redis = new Redis(redisOptions(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }));
    this.redis.on('error', () => undefined); // a missed heartbeat is the report
  }

  onApplicationBootstrap(): void {
    this.logger.log(`worker ${this.id} reports its heartbeat (metrics port: ${this.metricsPort() ?? 'none'})`);
    this.timer = setInterval(() => void this.beat(), this.intervalMs);
    void this.beat();
  }

  /**
   * Runs after the queue workers closed (their beforeApplicationShutdown lets the running jobs end): from then on this
   * worker does no work, so it leaves the list. Unreachable Redis leaves the entry to age (late, lost, then dropped).
   */
  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.beating;
    const forgotten = await withinRedisTimeout(forgetWorker(this.redis, this.id).then(() => true));
    if (forgotten) this.logger.log(`worker ${this.id} stopped cleanly and left the health list`);
    else this.logger.warn(`worker ${this.id} stopped but could not leave the health list: it shows as late, then lost`);
    this.redis.disconnect();
  }

  /** Writes the heartbeat when healthy; returns whether it did. */
  beat(): Promise<boolean> {
    return (this.beating = this.beatOnce());
  }

  private async beatOnce(): Promise<boolean> {
    if (!this.workers.allRunning() || !(await this.recordSeen())) return false;
    await writeFile(this.path, String(Date.now())).catch((err: unknown) =>
      this.logger.warn({ err }, 'cannot write the heartbeat file'),
    );
    return true;
  }

  /** Tells Redis this worker is alive; false when Redis does not take it within REDIS_TIMEOUT_MS. */
  private recordSeen(): Promise<boolean> {
    return withinRedisTimeout(
      recordWorkerSeen(this.redis, this.id, { metricsPort: this.metricsPort() }).then(() => true),
    );
  }

  private metricsPort(): number | null {
    return this.metrics?.port() ?? null;
  }
}

/** Whether `write` succeeded within REDIS_TIMEOUT_MS (a Redis away or hung fails fast, not after a queue). */
async function withinRedisTimeout(write: Promise<true>): Promise<boolean> {
  let timeout: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timeout = setTimeout(() => resolve(false), REDIS_TIMEOUT_MS)));
  try {
    return await Promise.race([write, timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timeout);
  }
}
