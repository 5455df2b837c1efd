import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedHostAction } from './host-actions';

/** An action as the phone keeps it: `seq` is its place in the order it happened, made by IndexedDB. */
export interface KeptAction extends QueuedHostAction {
  seq: number;
  /** The server refused it for good, in its own words; null while it waits to be sent. */
  refused: string | null;
}

interface OutboxSchema extends DBSchema {
  actions: { key: number; value: KeptAction };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

/** The phone's outbox (docs/product/party-day.md#offline): one store, read back in the order the actions happened. */
export const openOutboxDb = (name: string): Promise<OutboxDb> =>
  openDB<OutboxSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true });
    },
  });
