import type { Job } from 'bullmq';
import type { Metrics } from '@app/metrics';
import type { QueueName } from '../queues';

/** From a quick database job to a long CSV export. */
const DURATION_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/** What the worker's queue workers count per queue: each run of a job that completed or failed, and how long it took. */
export class JobMetrics {
  private readonly completed;
  private readonly failed;
  private readonly duration;

  constructor(metrics: Metrics) {
    this.completed = metrics.counter({
      name: 'champions_jobs_completed_total',
      help: 'Jobs this worker completed, by queue.',
      labelNames: ['queue'] as const,
    });
    this.failed = metrics.counter({
      name: 'champions_jobs_failed_total',
      help: 'Job runs that failed in this worker, by queue (each failed attempt counts; retries may still succeed).',
      labelNames: ['queue'] as const,
    });
    this.duration = metrics.histogram({
      name: 'champions_job_duration_seconds',
      help: 'Time a job run took in this worker, completed or failed, by queue.',
      labelNames: ['queue'] as const,
      buckets: DURATION_BUCKETS,
    });
  }

  /** Initialises every queue's series at 0, so a rate over them exists before the first job. */
  watch(queue: QueueName): void {
    this.completed.inc({ queue }, 0);
    this.failed.inc({ queue }, 0);
  }

  ran(queue: QueueName, outcome: 'completed' | 'failed', job: Job | undefined): void {
    (outcome === 'completed' ? this.completed : this.failed).inc({ queue });
    // A job that failed before it ran (a stalled one that ran out of attempts) has no run to time.
    if (job?.processedOn && job.finishedOn) this.duration.observe({ queue }, (job.finishedOn - job.processedOn) / 1000);
  }
}
