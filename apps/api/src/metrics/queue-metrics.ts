import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '@app/config';
import { Metrics, SCRAPE_REFRESH_TIMEOUT_MS } from '@app/metrics';
import { failFastRedisOptions, QUEUE_NAMES } from '@app/queue';

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * Jobs per queue and state, counted in Redis when scraped. The api runs no workers: these are the queues seen from
 * outside, whichever worker copies drain them. Its own fail-fast connection, so a Redis outage drops these gauges
 * from the scrape at once instead of holding it up. The connection opens at start, not lazily: a BullMQ queue given
 * a client that has not connected yet connects it once and, if Redis is away then, fails for good; a client that is
 * still connecting it waits for, so the gauges come back when Redis does (redis-at-start.int-spec.ts).
 */
@Injectable()
export class QueueMetrics implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly queues: Queue[];

  constructor(metrics: Metrics, @Inject(APP_CONFIG) config: AppConfig) {
    this.redis = new Redis({ ...failFastRedisOptions(config.redisUrl, SCRAPE_REFRESH_TIMEOUT_MS), lazyConnect: false });
    this.redis.on('error', () => undefined); // a failed scrape refresh is the report
    this.queues = QUEUE_NAMES.map((name) => new Queue(name, { connection: this.redis }));
    for (const queue of this.queues) queue.on('error', () => undefined);
    metrics.refreshOnScrape((gauge) => {
      const jobs = gauge({
        name: 'champions_queue_jobs',
        help: 'Jobs in each queue by state (waiting, active, delayed, failed), read from Redis when scraped.',
        labelNames: ['queue', 'state'] as const,
      });
      return async () => {
        const counts = await Promise.all(this.queues.map((queue) => queue.getJobCounts(...STATES)));
        this.queues.forEach((queue, i) => {
          for (const state of STATES) jobs.set({ queue: queue.name, state }, counts[i][state] ?? 0);
        });
      };
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close()));
    this.redis.disconnect();
  }
}
