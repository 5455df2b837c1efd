import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Worker } from 'bullmq';
import { APP_CONFIG, AppConfig } from '@app/config';
import { Metrics } from '@app/metrics';
import { QUEUE_CONCURRENCY, QUEUE_NAMES } from '../queues';
import { redisOptions } from '../redis-connection';
import { isRedisUnreachable } from '../redis-watch';
import { JobHandlerRegistry } from './job-handler.registry';
import { JobMetrics } from './job-metrics';

/**
 * One generic BullMQ worker per queue; each job goes to its handler by name (no job name is written here). Every run
 * is counted and timed in the worker's metrics.
 */
@Injectable()
export class QueueWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('QueueWorkers');
  private workers: Worker[] = [];
  private readonly metrics: JobMetrics;

  constructor(
    private readonly registry: JobHandlerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: Metrics,
  ) {
    this.metrics = new JobMetrics(metrics);
  }

  onApplicationBootstrap(): void {
    this.workers = QUEUE_NAMES.map((queue) => {
      const worker = new Worker(queue, (job) => this.registry.run(job), {
        connection: redisOptions(this.config.redisUrl),
        concurrency: QUEUE_CONCURRENCY[queue],
        // A dead worker's jobs return after the lock lapses and the next stalled-job check runs: both follow the lock.
        lockDuration: this.config.queue.jobLockSeconds * 1000,
        stalledInterval: this.config.queue.jobLockSeconds * 1000,
      });
      this.metrics.watch(queue);
      // Redis away is reported once by RedisWatch; the worker reconnects by itself.
      worker.on('error', (err) => isRedisUnreachable(err) || this.logger.warn({ err, queue }, 'queue worker error'));
      worker.on('completed', (job) => this.metrics.ran(queue, 'completed', job));
      worker.on('failed', (job, err) => {
        this.metrics.ran(queue, 'failed', job);
        this.logger.warn({ err, queue, jobId: job?.id, attempt: job?.attemptsMade }, 'job failed');
      });
      return worker;
    });
  }

  /** True while every queue's worker is taking jobs (the liveness heartbeat asks). */
  allRunning(): boolean {
    return this.workers.length > 0 && this.workers.every((w) => w.isRunning() && !w.closing);
  }

  /**
   * Takes no new job and waits for the running ones to finish. Before the application's shutdown hooks, which close
   * what jobs use (the PDF renderer, SMTP, the database, the queues a job adds to): run beside them, a stop failed
   * every PDF job under way ("PdfRenderer is shut down") and counted an attempt for it.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }
}
