/**
 * Every domain event, its payload and its queue, in one place. A new event is added here, recorded with
 * OutboxService.record() in the transaction of its state change, and handled by exactly one @HandlesEvent method
 * in the worker (checked at worker start-up).
 */
export const QUEUE_NAMES = ['events'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface EventPayloads {
  'contact.received': { contactMessageId: string };
}

export type EventName = keyof EventPayloads;

/** Runtime list of the event names (the keys of EventPayloads), for the start-up handler check. */
export const EVENT_QUEUES: { [N in EventName]: QueueName } = {
  'contact.received': 'events',
};

export const EVENT_NAMES = Object.keys(EVENT_QUEUES) as EventName[];

/** What a job carries: the outbox row, verbatim. */
export interface EventJobData<N extends EventName = EventName> {
  eventId: string;
  name: N;
  payload: EventPayloads[N];
  occurredAt: string;
}
