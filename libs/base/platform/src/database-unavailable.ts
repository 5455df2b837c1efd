/**
 * What a person reads when PostgreSQL cannot serve the request right now: it is away, restarting, hung, every pooled
 * connection is busy, a wait ran past the app's lock or statement timeout, or PostgreSQL rolled the transaction back
 * to end a deadlock. Nothing was changed.
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'We cannot reach our booking system right now. Please try again in a few seconds.';

/**
 * The Retry-After of those answers: a restarting PostgreSQL takes seconds, and a busy pool or a lock clears sooner,
 * but clients asking again sooner would add to the crowd that made it busy.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs that mean "not now" rather than "this request is wrong"
 * (https://www.postgresql.org/docs/current/errcodes-appendix.html); class 08 (connection exception) is checked apart.
 */
const NOT_NOW_SQLSTATES: Record<string, string> = {
  '55P03': 'lock_not_available (lock_timeout)',
  '57014': 'query_canceled (statement_timeout)',
  '57P01': 'admin_shutdown',
  '57P02': 'crash_shutdown',
  '57P03': 'cannot_connect_now',
  '53300': 'too_many_connections',
  // Transactions that waited on each other in a loop, or whose reads another's commit made stale: PostgreSQL rolled
  // this one back, and the same request again finds the other one done.
  '40P01': 'deadlock_detected',
  '40001': 'serialization_failure',
};

/** The socket to PostgreSQL could not be opened or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool raise these as plain errors, without a code. */
const DRIVER_MESSAGES = [
  // pg-pool: no connection within connectionTimeoutMillis (every pooled one busy, or PostgreSQL not answering).
  'timeout exceeded when trying to connect',
  // pg: "Connection terminated unexpectedly", "... due to connection timeout".
  'Connection terminated',
  // pg: no answer within query_timeout (a PostgreSQL that hangs: libs/base/database's pool-settings.ts).
  'Query read timeout',
  // pg: a client whose connection failed or was closed ("... is not queryable").
  'is not queryable',
  // pg-pool during the api's own shutdown.
  'Cannot use a pool after calling end on the pool',
];

/**
 * TypeORM's word for a transaction whose connection broke between two of its queries: node-postgres's 'error' event
 * released the query runner, and the next query finds it gone (seen under load when PostgreSQL stops).
 */
const RELEASED_RUNNER_ERRORS = new Set(['QueryRunnerProviderAlreadyReleasedError', 'QueryRunnerAlreadyReleasedError']);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  errors?: unknown;
}

/**
 * Why PostgreSQL could not serve, when `error` says so (a pg error, one TypeORM wrapped in QueryFailedError as its
 * `driverError`, TypeORM's released query runner, a Node socket error, or an AggregateError of them); undefined for
 * anything else, which stays a 500.
 */
export function databaseUnavailableReason(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const { name, code, message, driverError, errors } = error as ErrorLike;
  if (typeof name === 'string' && RELEASED_RUNNER_ERRORS.has(name)) return `${name} (connection lost mid-transaction)`;
  if (typeof code === 'string') {
    if (NOT_NOW_SQLSTATES[code]) return `${code} ${NOT_NOW_SQLSTATES[code]}`;
    if (/^08[0-9A-Z]{3}$/.test(code)) return `${code} connection_exception`;
    if (NETWORK_CODES.has(code)) return code;
  }
  if (
    typeof message === 'string' &&
    DRIVER_MESSAGES.some((known) => message.startsWith(known) || message.endsWith(known))
  )
    return message;
  // Not `cause`: fetch() puts its socket error there, and PayPal being away is the payments domain's answer to give.
  for (const inner of [driverError, ...(Array.isArray(errors) ? errors : [])]) {
    const reason = databaseUnavailableReason(inner, depth + 1);
    if (reason) return reason;
  }
  return undefined;
}
