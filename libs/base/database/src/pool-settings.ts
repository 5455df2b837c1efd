import type { ClientBase } from 'pg';
import type { AppConfig } from '@app/config';

/**
 * The longest anything waits for a pooled connection, or for a new one to open (pg's connectionTimeoutMillis covers
 * both): with every connection busy or PostgreSQL not answering, the request is refused (503 SERVICE_UNAVAILABLE,
 * libs/base/platform) well within the 2 seconds a refusal may take, instead of queueing. A healthy connect takes
 * milliseconds, also to a managed PostgreSQL over TLS.
 */
const POOL_WAIT_MS = 1500;

/**
 * A statement that waits this long for a row lock (or for another transaction's insert it conflicts with) is
 * cancelled (55P03, a 503): a request never sits on a pooled connection behind a lock for more than seconds. Changes
 * hold a booking's lock for milliseconds (slow calls such as PayPal's are made outside transactions), so a longer
 * wait means a crowd on one row, and serving it later would only lengthen the queue behind.
 */
const LOCK_TIMEOUT_MS = 3000;

/**
 * The backstop for a runaway statement (57014, a 503). The heaviest ones (the admin's table over 100,000 bookings,
 * a CSV export's cursor fetches, housekeeping's batched deletes) take well under a second.
 */
const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * node-postgres pool options for the api's and the worker's own connections. Not for migrations and the seed
 * (prepareDatabase), which may legitimately run longer than any request.
 */
export function appPoolOptions(config: Pick<AppConfig, 'databasePool'>, size = config.databasePool.size) {
  return {
    max: size,
    connectionTimeoutMillis: POOL_WAIT_MS,
    lock_timeout: LOCK_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    onConnect: keepErrorsHandled,
  };
}

/**
 * Every connection the pool opens keeps an error listener of its own. The pool listens while a connection is idle and
 * the holder once it has it, but TypeORM takes a connection through a promise, so it listens a microtask after the
 * pool stopped: an error that PostgreSQL sends in the same packet as the end of the handshake (FATAL 57P01 as it shuts
 * down) fell in between, an 'error' event with no listener, and crashed the worker under load. This listener only
 * keeps the process up; the connection is then unusable, its holder's query fails (a 503, a job retried), and the pool
 * drops it when it is released. The holder and the pool report the error, so it is not logged here.
 */
function keepErrorsHandled(client: ClientBase): void {
  client.on('error', () => undefined);
}
