import { SetMetadata } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventName, EventPayloads } from '../events';

export const HANDLES_EVENT = Symbol('HANDLES_EVENT');

export interface EventContext {
  eventId: string;
  occurredAt: string;
  /** The transaction that also marks the event processed: write the handler's own effects through it. */
  manager: EntityManager;
}

export type EventHandler<N extends EventName> = (payload: EventPayloads[N], context: EventContext) => Promise<void>;

/** Marks a provider method as THE handler of one event (immich's OnJob idea). */
export const HandlesEvent = (name: EventName) => SetMetadata(HANDLES_EVENT, name);
