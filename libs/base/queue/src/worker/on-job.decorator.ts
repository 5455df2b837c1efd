import { SetMetadata } from '@nestjs/common';
import type { EventName, EventPayloads } from '../events';
import type { JobOptions } from '../job-options';
import type { JobName, JobPayloads } from '../jobs';
import type { QueueName } from '../queues';

export const JOB_HANDLER = Symbol('JOB_HANDLER');

/** What every handler gets besides its payload. `attempt` counts from 1. */
interface JobContext {
  jobId: string;
  attempt: number;
}

/** A subscriber also gets the event's id (its dedupe key) and when the state change committed. */
export interface EventContext extends JobContext {
  eventId: string;
  occurredAt: string;
}

export type EventHandler<E extends EventName> = (payload: EventPayloads[E], context: EventContext) => Promise<unknown>;
export type JobHandler<N extends JobName> = (payload: JobPayloads[N], context: JobContext) => Promise<unknown>;

export interface EventSubscription<E extends EventName = EventName> extends JobOptions {
  event: E;
  /**
   * Stable id of this subscriber, e.g. 'contact.notify-business': the BullMQ job name, half of the job id and the
   * dedupe key in processed_events. Never derived from class or method names, so a rename does not re-run work.
   */
  handler: string;
  queue: QueueName;
}

export interface JobDeclaration<N extends JobName = JobName> extends JobOptions {
  name: N;
  queue: QueueName;
}

export type HandlerMetadata = ({ kind: 'event' } & EventSubscription) | ({ kind: 'job' } & JobDeclaration);

/** A method decorator that only accepts methods assignable to F (a handler may ignore its context argument). */
type TypedMethod<F> = <T extends F>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<T>,
) => void;

/**
 * Subscribes a provider method to a domain event: the relay adds one job per event for it (job id
 * `eventId@handler`), run at most once to completion (see ProcessedEventsService for the pattern to follow).
 * The compiler checks the method's payload type against EventPayloads.
 */
export const OnEvent =
  <E extends EventName>(subscription: EventSubscription<E>): TypedMethod<EventHandler<E>> =>
  (target, key, descriptor) =>
    SetMetadata(JOB_HANDLER, { kind: 'event', ...subscription })(target, key, descriptor);

/** Marks a provider method as THE handler of one plain job (immich's OnJob idea). */
export const OnJob =
  <N extends JobName>(declaration: JobDeclaration<N>): TypedMethod<JobHandler<N>> =>
  (target, key, descriptor) =>
    SetMetadata(JOB_HANDLER, { kind: 'job', ...declaration })(target, key, descriptor);
