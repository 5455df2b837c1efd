import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from './database-unavailable';
import { describeError } from './error-response';

const post = { method: 'POST', url: '/api/bookings' };
/** An error as node-postgres raises it for a server message: the SQLSTATE in `code`. */
const pgError = (code: string, message = 'server said no') => Object.assign(new Error(message), { code });
/** The same error as a query through TypeORM throws it. */
const throughTypeorm = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);
/** What Node's socket raises when a connect to every address of a host fails. */
const refusedEverywhere = () =>
  Object.assign(new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')], ''), { code: undefined });

describe('describeError: PostgreSQL unable to serve now is a 503 with Retry-After, never a 500', () => {
  it.each([
    ['connection refused', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection refused on every address', refusedEverywhere()],
    ['connection reset', pgError('ECONNRESET', 'read ECONNRESET')],
    ['terminated by an administrator (57P01)', throughTypeorm(pgError('57P01'))],
    ['crash shutdown (57P02)', throughTypeorm(pgError('57P02'))],
    ['starting up or shutting down (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', throughTypeorm(pgError('08006'))],
    ['a connection exception (08P01)', pgError('08P01')],
    ['too many connections (53300)', pgError('53300')],
    [
      'a lock waited on past lock_timeout (55P03)',
      throughTypeorm(pgError('55P03', 'canceling statement due to lock timeout')),
    ],
    [
      'a statement past statement_timeout (57014)',
      throughTypeorm(pgError('57014', 'canceling statement due to statement timeout')),
    ],
    ['a deadlock PostgreSQL broke (40P01)', throughTypeorm(pgError('40P01', 'deadlock detected'))],
    ['a serialization failure (40001)', throughTypeorm(pgError('40001', 'could not serialize access'))],
    ['the pool waited past its limit', new Error('timeout exceeded when trying to connect')],
    ['the connection lost mid-query', throughTypeorm(new Error('Connection terminated unexpectedly'))],
    ['a connect past the connection timeout', new Error('Connection terminated due to connection timeout')],
    ['a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
    // The connection broke between two queries of a transaction: TypeORM released its runner, the next query says so.
    ['a transaction whose connection broke', new QueryRunnerProviderAlreadyReleasedError()],
    ['a query runner released by a broken connection', new QueryRunnerAlreadyReleasedError()],
  ])('%s', (_, error) => {
    const described = describeError(error, post);
    expect(described).toEqual({
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: DATABASE_UNAVAILABLE_MESSAGE,
      },
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      // Logged as one warning with the reason, not as an unhandled error with its stack.
      isServerFault: false,
      databaseUnavailable: expect.any(String),
    });
  });

  it('names the reason for the log line', () => {
    expect(describeError(throughTypeorm(pgError('55P03')), post).databaseUnavailable).toBe(
      '55P03 lock_not_available (lock_timeout)',
    );
    expect(describeError(refusedEverywhere(), post).databaseUnavailable).toBe('ECONNREFUSED');
  });

  it.each([
    ['a unique violation (23505)', throughTypeorm(pgError('23505'))],
    ['an undefined table (42P01)', throughTypeorm(pgError('42P01'))],
    ['a plain error', new Error('something else')],
    // fetch() puts its socket error in `cause`: PayPal being away is the payments domain's to answer, not this rule's.
    ['a fetch that failed', new TypeError('fetch failed', { cause: pgError('ECONNREFUSED') })],
  ])('leaves other errors a 500: %s', (_, error) => {
    expect(describeError(error, post)).toMatchObject({ body: { statusCode: 500 }, isServerFault: true });
  });
});
