import type { JobsOptions } from 'bullmq';
import type { QueueName } from './queues';

/** The options a job declaration may set (the rest is decided here, once). */
export type JobOptions = Pick<JobsOptions, 'attempts' | 'backoff' | 'delay' | 'priority'>;

/**
 * Defaults for every job: 6 attempts with exponential backoff (2 s, 4 s, 8 s ... about a minute in all),
 * completed jobs kept a day for the dashboard, failed jobs kept until someone looks at them.
 */
const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: false,
};

/**
 * Queues whose jobs need options of their own. An e-mail waits on an SMTP server that can be away for hours: its job
 * runs up to 13 times, 5 s after the first failure, then twice as long each time (the last wait about 2.8 h), so an
 * SMTP outage of up to about 5.7 h loses no e-mail; after that the job stays failed and is replayed from the queue
 * dashboard (docs/operations.md).
 */
const QUEUE_JOB_OPTIONS: Partial<Record<QueueName, JobOptions & Pick<JobsOptions, 'removeOnComplete'>>> = {
  email: { attempts: 13, backoff: { type: 'exponential', delay: 5000 } },
  // Shipping runs every 30 seconds: a day of its completed jobs would crowd the dashboard, the last hour tells enough.
  'backup-ship': { removeOnComplete: { age: 3600, count: 120 } },
};

/** A job's options: the defaults, its queue's, then its declaration's own. */
export const jobOptionsFor = (queue: QueueName, own: JobOptions): JobsOptions => ({
  ...DEFAULT_JOB_OPTIONS,
  ...QUEUE_JOB_OPTIONS[queue],
  ...own,
});
