import { Logger } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Job } from 'bullmq';
import type { JobProgress } from '../jobs';

const running = new AsyncLocalStorage<Job<JobProgress>>();
const logger = new Logger('Jobs');

/** Runs a job's handler with the job at hand for oncePerJob (JobHandlerRegistry.run, the one dispatch). */
export const runningJob = <T>(job: Job, handler: () => Promise<T>): Promise<T> => running.run(job, handler);

/**
 * Makes a side effect nobody can take back (an e-mail) once per job, whatever fails after it: skipped when the running
 * job's own data lists `step` as done, and listed there (job.updateData, in Redis) as soon as it succeeded, BEFORE the
 * handler writes its own record in PostgreSQL. A retry after PostgreSQL dropped between the two ("We received your
 * booking" sent twice) then only writes the record. BullMQ's "process step jobs" pattern, applied where the effect is
 * made (MailService.send), so no handler repeats it. Outside a job (the api) the effect simply runs. Effects are still
 * at least once where nothing can be atomic: a worker killed between the effect and the update repeats it; the
 * handler's database record covers the other way. Returns whether the effect ran.
 */
export async function oncePerJob(step: string, effect: () => Promise<void>): Promise<boolean> {
  const job = running.getStore();
  if (!job) {
    await effect();
    return true;
  }
  const done = job.data.done ?? [];
  if (done.includes(step)) return false;
  await effect();
  try {
    await job.updateData({ ...job.data, done: [...done, step] });
  } catch (err) {
    // Redis away: the handler's own database record still says it, if that write succeeds.
    logger.warn({ err, jobId: job.id, step }, 'could not record a done step in the job');
  }
  return true;
}
