import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { EventName, EventPayloads } from './events';
import { OutboxEntry } from './outbox-entry.entity';

export interface OutboxRow<N extends EventName = EventName> {
  id: string;
  type: N;
  payload: string;
}

@Injectable()
export class OutboxService {
  /**
   * Records an event through the caller's transaction manager, so the event exists exactly when the state change
   * it describes commits. Returns the event id (also the BullMQ job id).
   */
  async record<N extends EventName>(manager: EntityManager, type: N, payload: EventPayloads[N]): Promise<string> {
    const id = randomUUID();
    await manager.insert(OutboxEntry, { id, type, payload });
    return id;
  }

  /**
   * An event's outbox row (`payload` as JSON text), for a state change written as ONE SQL statement whose
   * data-modifying CTEs insert this row too: one statement is one transaction, and one round trip on a hot path.
   */
  entry<N extends EventName>(type: N, payload: EventPayloads[N]): OutboxRow<N> {
    return { id: randomUUID(), type, payload: JSON.stringify(payload) };
  }
}
