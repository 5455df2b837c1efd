import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { EventName, EventPayloads } from './events';
import { OutboxEntry } from './outbox-entry.entity';

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
}
