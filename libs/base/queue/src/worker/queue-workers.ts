import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, WaitingError, Worker } from 'bullmq';
import { APP_CONFIG, AppConfig } from '@app/config';
import { Metrics } from '@app/metrics';
import { databaseUnavailableReason } from '@app/platform';
import { QUEUE_CONCURRENCY, QUEUE_NAMES } from '../queues';
import { redisOptions } from '../redis-connection';
import { isRedisUnreachable, RedisWatch } from '../redis-watch';
import { JobHandlerRegistry } from './job-handler.registry';
import { JobMetrics } from './job-metrics';

/**
 * How long a stop while Redis is away waits for the running jobs: within the stack's stop budget (`npm start` kills an
 * app 6 s after asking it to stop).
 */
const AWAY_JOBS_WAIT_MS = 4_000;

/**
 * One generic BullMQ worker per queue; each job goes to its handler by name (no job name is written here). Every run
 * is counted and timed in the worker's metrics.
 */
@Injectable()
export class QueueWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('QueueWorkers');
  private workers: Worker[] = [];
  /** The jobs this process is running, until their handler ends. */
  private readonly running = new Set<Promise<unknown>>();
  /** Set once a stop began: a job failing because PostgreSQL went away meanwhile is put back, not failed. */
  private stopping = false;
  private readonly metrics: JobMetrics;

  constructor(
    private readonly registry: JobHandlerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: Metrics,
    private readonly redis: RedisWatch,
  ) {
    this.metrics = new JobMetrics(metrics);
  }

  onApplicationBootstrap(): void {
    this.workers = QUEUE_NAMES.map((queue) => {
      const worker = new Worker(queue, (job, token) => this.track(this.process(job, token)), {
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
   * With Redis away, BullMQ's close would also wait for Redis to take the workers' last words, which never came: the
   * stop lasted until the process was killed. Then the running jobs are waited for here, for AWAY_JOBS_WAIT_MS at
   * most (one that writes to its job in Redis waits for Redis), and the workers closed without Redis. No job can be
   * taken meanwhile; one left unfinished, or finished but not marked so, runs again once its lock lapses, as after a
   * crash.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.redis.reachable) {
      await Promise.all(this.workers.map((w) => w.close()));
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(this.running),
      new Promise((resolve) => (timer = setTimeout(resolve, AWAY_JOBS_WAIT_MS))),
    ]);
    clearTimeout(timer);
    await Promise.all(this.workers.map((w) => w.close(true)));
  }

  /**
   * Runs a job by its handler. During a stop, PostgreSQL often goes with the stack (its connections cut, or hung): a
   * job that fails for that reason has nothing wrong with it, so it goes back to its queue as it was, for this or
   * another worker to run again, instead of counting a failed attempt (its last one would fail it for good). Its
   * steps already done stay done (oncePerJob, ProcessedEventsService). Outside a stop the attempt counts: the
   * backoff is what waits out a database that is away.
   */
  private async process(job: Job, token?: string): Promise<unknown> {
    try {
      return await this.registry.run(job);
    } catch (err) {
      const reason = this.stopping && token ? databaseUnavailableReason(err) : undefined;
      if (!reason) throw err;
      await job.moveToWait(token);
      this.logger.warn(
        { queue: job.queueName, jobId: job.id, reason },
        'job put back: the database went away during the stop',
      );
      throw new WaitingError();
    }
  }

  private track<T>(run: Promise<T>): Promise<T> {
    this.running.add(run);
    return run.finally(() => this.running.delete(run));
  }
}
