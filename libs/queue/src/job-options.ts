import type { JobsOptions } from 'bullmq';

/** The options a job declaration may set (the rest is decided here, once). */
export type JobOptions = Pick<JobsOptions, 'attempts' | 'backoff' | 'delay' | 'priority'>;

/**
 * Defaults for every job: 6 attempts with exponential backoff (2 s, 4 s, 8 s ... about a minute in all),
 * completed jobs kept a day for the dashboard, failed jobs kept until someone looks at them.
 */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: false,
};
