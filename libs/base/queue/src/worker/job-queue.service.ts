import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { JobName, JobPayloads, PlainJobData } from '../jobs';
import { JobHandlerRegistry } from './job-handler.registry';

export interface AddJobOptions {
  /** Makes adding idempotent: a second add with the same id is the same job (e.g. the reservation id). */
  jobId?: string;
  delay?: number;
  priority?: number;
  /** When the wait between attempts is a setting, not the declaration's constant (e.g. a refund's retries). */
  backoff?: JobsOptions['backoff'];
}

/**
 * Adds plain jobs from the worker (follow-ups of a handler, schedules); payloads are checked against JobPayloads, and
 * the queue and options come from the job's @OnJob declaration. The api never adds jobs: it records an event, and a
 * subscriber (with `delay` when the reaction must wait) does the rest.
 */
@Injectable()
export class JobQueue {
  constructor(
    private readonly registry: JobHandlerRegistry,
    private readonly moduleRef: ModuleRef,
  ) {}

  add<N extends JobName>(name: N, payload: JobPayloads[N], options: AddJobOptions = {}): Promise<Job> {
    const { queue, options: declared } = this.registry.declarationOf(name);
    const data: PlainJobData<N> = { payload };
    return this.queue(queue).add(name, data, { ...declared, ...options });
  }

  /**
   * Repeats a plain job on a cron pattern, or every so many milliseconds, as a BullMQ job scheduler: it lives in Redis
   * under its id, so every replica upserting the same id leaves one schedule, and each run happens once however many
   * workers run.
   */
  async schedule<N extends JobName>(
    name: N,
    { id, ...repeat }: { id: string } & ({ pattern: string } | { every: number }),
    payload: JobPayloads[N],
  ): Promise<void> {
    const { queue, options } = this.registry.declarationOf(name);
    const { attempts, backoff, removeOnComplete, removeOnFail } = options;
    const data: PlainJobData<N> = { payload };
    await this.queue(queue).upsertJobScheduler(id, repeat, {
      name,
      data,
      opts: { attempts, backoff, removeOnComplete, removeOnFail },
    });
  }

  /** Stops a schedule (schedule's id): the job no longer repeats. */
  async unschedule(name: JobName, id: string): Promise<void> {
    await this.queue(this.registry.declarationOf(name).queue).removeJobScheduler(id);
  }

  queue(name: string): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}
