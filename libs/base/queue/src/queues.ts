/**
 * The BullMQ queues and how many jobs of each one worker process runs at once (one place). Queues split work by
 * what it waits on, so a slow PDF run never holds up an e-mail: `default` for quick database work, `email` for SMTP,
 * `documents` for Chromium, `housekeeping` for scheduled database sweeps (pruning, and the reminder scan, which only
 * queries and queues e-mails: a queue of its own would add a worker per process for a few milliseconds every 15
 * minutes), `exports` for long CSV streams (one at a time), `backup-ship` for shipping the archived WAL and
 * `backup-base` for base backups (one at a time each, and apart, so shipping never waits behind an hour-long base
 * backup).
 */
export const QUEUE_CONCURRENCY = {
  default: 5,
  email: 5,
  documents: 4,
  housekeeping: 1,
  exports: 1,
  'backup-ship': 1,
  'backup-base': 1,
} as const;

export type QueueName = keyof typeof QUEUE_CONCURRENCY;

export const QUEUE_NAMES = Object.keys(QUEUE_CONCURRENCY) as QueueName[];
