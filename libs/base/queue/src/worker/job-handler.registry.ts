import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Job, JobsOptions } from 'bullmq';
import { EVENT_NAMES, EventName } from '../events';
import { jobOptionsFor } from '../job-options';
import { EventJobData, JOB_NAMES, JobName, PlainJobData } from '../jobs';
import { QueueName } from '../queues';
import { FoundHandler, handlerProblems, jobNameOf } from './handler-check';
import { HandlerMetadata, JOB_HANDLER } from './on-job.decorator';
import { runningJob } from './once-per-job';
import { ProcessedEventsService } from './processed-events.service';

/** 'complete' (the real worker): every job and event must be handled. 'partial': a test worker with some modules. */
export const HANDLER_CHECK = Symbol('HANDLER_CHECK');
export type HandlerCheck = 'complete' | 'partial';

export interface RegisteredHandler {
  /** The BullMQ job name: a subscriber's handler id or a plain job's name. */
  jobName: string;
  queue: QueueName;
  options: JobsOptions;
  meta: HandlerMetadata;
  label: string;
  fn: (payload: unknown, context: object) => Promise<unknown>;
}

/**
 * Finds every @OnEvent / @OnJob method at start-up (before any relay or worker starts), refuses to start when they are
 * inconsistent, and runs a job by its name: the one generic dispatch behind every queue's worker.
 */
@Injectable()
export class JobHandlerRegistry implements OnModuleInit {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, RegisteredHandler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly processed: ProcessedEventsService,
    @Inject(HANDLER_CHECK) private readonly check: HandlerCheck,
  ) {}

  onModuleInit(): void {
    const found: (FoundHandler & { fn: RegisteredHandler['fn'] })[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object)) {
        const fn = instance[method] as RegisteredHandler['fn'];
        const meta = this.reflector.get<HandlerMetadata | undefined>(JOB_HANDLER, fn);
        if (meta) found.push({ label: `${instance.constructor.name}.${method}`, meta, fn: fn.bind(instance) });
      }
    }
    const problems = handlerProblems(found, { events: EVENT_NAMES, jobs: JOB_NAMES }, this.check === 'complete');
    if (problems.length) throw new Error(`Job handlers are inconsistent:\n- ${problems.join('\n- ')}`);
    for (const { label, meta, fn } of found) {
      const { attempts, backoff, delay, priority } = meta;
      const own = Object.entries({ attempts, backoff, delay, priority }).filter(([, v]) => v !== undefined);
      const jobName = jobNameOf(meta);
      const options = jobOptionsFor(meta.queue, Object.fromEntries(own));
      this.handlers.set(jobName, { jobName, queue: meta.queue, options, meta, label, fn });
    }
  }

  /** The subscribers of one event, in a stable order (the relay adds one job for each). */
  subscribersOf(event: EventName): RegisteredHandler[] {
    return [...this.handlers.values()]
      .filter((h) => h.meta.kind === 'event' && h.meta.event === event)
      .sort((a, b) => a.jobName.localeCompare(b.jobName));
  }

  /** The events this process has subscribers for: the relay publishes only these. */
  subscribedEvents(): EventName[] {
    return EVENT_NAMES.filter((event) => this.subscribersOf(event).length > 0);
  }

  /** Where a plain job goes and with which options. */
  declarationOf(name: JobName): RegisteredHandler {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler for job ${name} in this process`);
    return handler;
  }

  /**
   * Runs one job. A subscriber's job is skipped when its (event, handler) is already done, and marked done only after
   * the handler succeeded (ProcessedEventsService describes the pattern). The handler runs with its job at hand, so
   * an e-mail it sends is sent once per job (oncePerJob).
   */
  run(job: Job): Promise<unknown> {
    return runningJob(job, () => this.dispatch(job));
  }

  private async dispatch(job: Job): Promise<unknown> {
    const handler = this.handlers.get(job.name);
    // Retried with backoff: during a rolling deploy a newer worker that knows the job picks it up.
    if (!handler) throw new Error(`No handler for job ${job.name} in this worker`);
    const context = { jobId: job.id!, attempt: job.attemptsMade + 1 };
    if (handler.meta.kind === 'job') return handler.fn((job.data as PlainJobData).payload, context);

    const { eventId, occurredAt, payload, name } = job.data as EventJobData;
    if (await this.processed.isDone(eventId, handler.jobName)) {
      this.logger.log({ eventId, event: name, handler: handler.jobName }, 'duplicate delivery skipped');
      return 'duplicate';
    }
    await handler.fn(payload, { ...context, eventId, occurredAt });
    await this.processed.markDone(eventId, handler.jobName);
    return 'handled';
  }
}
