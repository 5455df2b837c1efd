import { DataSource, EntityManager } from 'typeorm';
import { IDEMPOTENCY_IN_FLIGHT_LIMIT_SECONDS, IDEMPOTENCY_KEY_TTL_HOURS } from '@app/contracts';
import { namedStatement, queryNamed } from '@app/database';

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' }
  | ({ kind: 'replay' } & StoredResponse);

export interface StoredResponse {
  status: number;
  contentType: string | null;
  body: string;
  /** The answer's Set-Cookie values. */
  cookies: string[];
}

/** A claim's row, or the takeover of one past the TTL or left unanswered past the in-flight limit ($4 h, $5 s). */
const TAKE_OVER_EXPIRED = `
  ON CONFLICT (scope, key) DO UPDATE
    SET request_hash = EXCLUDED.request_hash, response_status = NULL, response_type = NULL,
        response_body = NULL, response_cookies = NULL, created_at = now()
    WHERE idempotency_keys.created_at < now() - make_interval(hours => $4)
       OR (idempotency_keys.response_status IS NULL
           AND idempotency_keys.created_at < now() - make_interval(secs => $5))
  RETURNING key`;

/**
 * Sent by name (libs/base/database's namedStatement): every request with an Idempotency-Key (each booking) runs the claim
 * and then the answer's record or the release, so each is parsed and planned once per pooled connection, not per
 * request (bench/results.md#booking-creation-the-second-round).
 */
const CLAIM = namedStatement(`
  INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)${TAKE_OVER_EXPIRED}`);

/**
 * CLAIM inside the caller's transaction, first taking the key's transaction lock without waiting: a concurrent request
 * with the same key meets the lock and is told at once that the key is in flight, instead of waiting on the first
 * one's uncommitted row for its whole transaction (past the pool's lock timeout on a busy machine, a 503). The lock
 * goes with the transaction; a row it then conflicts with was committed.
 */
const CLAIM_IN_TRANSACTION = namedStatement(`
  WITH locked AS (SELECT pg_try_advisory_xact_lock(hashtextextended($1::text || ' ' || $2::text, 0)) AS got)
  INSERT INTO idempotency_keys (scope, key, request_hash) SELECT $1, $2, $3 WHERE (SELECT got FROM locked)
  ${TAKE_OVER_EXPIRED}`);

const READ = namedStatement(`
  SELECT request_hash, response_status, response_type, response_body, response_cookies FROM idempotency_keys
  WHERE scope = $1 AND key = $2`);

/** READ without the rows CLAIM would take over (past the TTL, or a claim left unanswered past the in-flight limit). */
const READ_LIVE = namedStatement(`
  SELECT request_hash, response_status, response_type, response_body, response_cookies FROM idempotency_keys
  WHERE scope = $1 AND key = $2
    AND created_at >= now() - make_interval(hours => $3)
    AND (response_status IS NOT NULL OR created_at >= now() - make_interval(secs => $4))`);

const COMPLETE = namedStatement(`
  UPDATE idempotency_keys SET response_status = $3, response_type = $4, response_body = $5, response_cookies = $6
  WHERE scope = $1 AND key = $2`);

const RELEASE = namedStatement(
  `DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND response_status IS NULL`,
);

interface StoredRow {
  request_hash: string;
  response_status: number | null;
  response_type: string | null;
  response_body: string;
  response_cookies: string[] | null;
}

/** The idempotency_keys table: one row per (caller scope, key), claimed before the request runs. */
export class IdempotencyStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Claims the key for this request, or says what to answer instead. A row older than the TTL counts as absent
   * and is taken over in the same statement, and so does a claim still without an answer after the in-flight limit
   * (its process died before answering).
   */
  async claim(scope: string, key: string, requestHash: string): Promise<Claim> {
    if (await this.tryClaim(scope, key, requestHash)) return { kind: 'claimed' };
    const [row] = await queryNamed<StoredRow[]>(this.dataSource, READ, [scope, key]);
    if (!row) return this.claim(scope, key, requestHash); // expired and removed in between: try again
    return claimOf(row, requestHash);
  }

  /**
   * The key's row as it stands, without claiming it: undefined when there is none (or none CLAIM would not take over).
   * For a route whose handler claims the key in its own transaction (tryClaim).
   */
  async look(
    scope: string,
    key: string,
    requestHash: string,
  ): Promise<Exclude<Claim, { kind: 'claimed' }> | undefined> {
    const [row] = await queryNamed<StoredRow[]>(this.dataSource, READ_LIVE, [
      scope,
      key,
      IDEMPOTENCY_KEY_TTL_HOURS,
      IDEMPOTENCY_IN_FLIGHT_LIMIT_SECONDS,
    ]);
    return row && claimOf(row, requestHash);
  }

  /**
   * Claims the key on the given connection; false when another request holds it. Inside a transaction (an
   * EntityManager) it is CLAIM_IN_TRANSACTION: the row stays the transaction's until its end, and a concurrent claim
   * of the same key is refused at once rather than waiting for that end.
   */
  async tryClaim(
    scope: string,
    key: string,
    requestHash: string,
    on: DataSource | EntityManager = this.dataSource,
  ): Promise<boolean> {
    const claimed: unknown[] = await queryNamed(on, on instanceof EntityManager ? CLAIM_IN_TRANSACTION : CLAIM, [
      scope,
      key,
      requestHash,
      IDEMPOTENCY_KEY_TTL_HOURS,
      IDEMPOTENCY_IN_FLIGHT_LIMIT_SECONDS,
    ]);
    return claimed.length > 0;
  }

  async complete(
    scope: string,
    key: string,
    response: StoredResponse,
    on: DataSource | EntityManager = this.dataSource,
  ): Promise<void> {
    await queryNamed(on, COMPLETE, [
      scope,
      key,
      response.status,
      response.contentType,
      response.body,
      response.cookies,
    ]);
  }

  /** Forgets a claim whose request did not finish with an answer worth replaying (a 5xx, a 429, a 409). */
  async release(scope: string, key: string): Promise<void> {
    await queryNamed(this.dataSource, RELEASE, [scope, key]);
  }
}

function claimOf(row: StoredRow, requestHash: string): Exclude<Claim, { kind: 'claimed' }> {
  if (row.request_hash !== requestHash) return { kind: 'mismatch' };
  if (row.response_status === null) return { kind: 'in-progress' };
  return {
    kind: 'replay',
    status: row.response_status,
    contentType: row.response_type,
    body: row.response_body,
    cookies: row.response_cookies ?? [],
  };
}
