import type { ClientBase } from 'pg';
import type { AppConfig } from '@app/config';

/**
 * How long a pool's user waits, by who it is. `poolWait` is pg's connectionTimeoutMillis: the longest anything waits
 * for a pooled connection, or for a new one to open (a healthy connect takes milliseconds, also to a managed
 * PostgreSQL over TLS). `lock` and `statement` are PostgreSQL's own lock_timeout and statement_timeout: it cancels the
 * statement (55P03 or 57014) and the connection serves the next. `answer` is node-postgres's query_timeout, kept by
 * this process: a PostgreSQL that stopped answering without closing anything (a paused process, a full disk, a network
 * partition) enforces none of its own timeouts, and a statement already sent waited for ever, holding its pooled
 * connection, while its parent waited too. Each ends in a 503 SERVICE_UNAVAILABLE (libs/base/platform).
 */
interface PoolLimits {
  poolWait: number;
  lock: number;
  statement: number;
  answer?: number;
}

/**
 * Requests (the api and its session store): a parent has an answer within 2 s, a coded 503 at worst, also from a
 * PostgreSQL that hangs (docs/operations.md#hangs): a second of waiting, and the rest for the machine. Reads and
 * changes take milliseconds and the heaviest (the admin's table over 100,000 bookings) well under a second; changes
 * hold a booking's lock for milliseconds (slow calls such as PayPal's are made outside transactions), so a longer wait
 * means a crowd on one row, and serving it later would only lengthen the queue behind. PostgreSQL's own limits end
 * before the answer limit, so a slow statement is cancelled where it runs and its connection kept; the answer limit
 * ends only a silence, and that connection is dropped.
 */
const REQUEST_LIMITS: PoolLimits = { poolWait: 1000, lock: 500, statement: 800, answer: 1000 };

/**
 * Jobs (the worker): nobody waits at a screen, and some statements legitimately take long (housekeeping's batched
 * deletes; a CSV export's cursor, one statement for the whole file, lifts the statement limit, and node-postgres
 * would apply an answer limit to the whole file). A job whose PostgreSQL hangs waits for it; a stop meanwhile leaves
 * the job to run again (libs/base/queue's QueueWorkers).
 */
const JOB_LIMITS: PoolLimits = { poolWait: 1500, lock: 3000, statement: 15_000 };

/** Who waits on a pool's statements: a parent's request, or a job. */
export type PoolUse = 'requests' | 'jobs';

/**
 * node-postgres pool options for the api's and the worker's own connections. Not for migrations and the seed
 * (prepareDatabase), which may legitimately run longer than any request.
 */
export function appPoolOptions(
  config: Pick<AppConfig, 'databasePool'>,
  size = config.databasePool.size,
  use: PoolUse = 'requests',
) {
  const limits = use === 'requests' ? REQUEST_LIMITS : JOB_LIMITS;
  return {
    max: size,
    connectionTimeoutMillis: limits.poolWait,
    lock_timeout: limits.lock,
    statement_timeout: limits.statement,
    query_timeout: limits.answer,
    onConnect: (client: ClientBase) => {
      keepErrorsHandled(client);
      if (limits.answer) dropWhenUnanswered(client);
    },
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

/** node-postgres's error when query_timeout ends a wait (pg/lib/client.js). */
const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * A statement that got no answer in time leaves its connection waiting for that answer: node-postgres fails the
 * statement but keeps the connection, and every later statement on it would queue behind the silence (TypeORM
 * releases a connection to the pool without its error, so the pool would hand it out again). Cutting the socket ends
 * that: the connection reports its loss, its holder releases it with the error, and the pool drops it and opens a new
 * one for the next request (which a paused PostgreSQL also leaves unanswered, within connectionTimeoutMillis).
 */
function dropWhenUnanswered(client: ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const dropOnTimeout = (err: unknown) => {
    if (err instanceof Error && err.message === QUERY_READ_TIMEOUT)
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  };
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (err: unknown, result: unknown) => {
        dropOnTimeout(err);
        (callback as (err: unknown, result: unknown) => void)(err, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(dropOnTimeout);
    return result;
  }) as ClientBase['query'];
}
