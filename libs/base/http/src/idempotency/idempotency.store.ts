import { DataSource } from 'typeorm';
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

/**
 * Sent by name (libs/base/database's namedStatement): every request with an Idempotency-Key (each booking) runs the claim
 * and then the answer's record or the release, so each is parsed and planned once per pooled connection, not per
 * request (bench/results.md#booking-creation-the-second-round).
 */
const CLAIM = namedStatement(`
  INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)
  ON CONFLICT (scope, key) DO UPDATE
    SET request_hash = EXCLUDED.request_hash, response_status = NULL, response_type = NULL,
        response_body = NULL, response_cookies = NULL, created_at = now()
    WHERE idempotency_keys.created_at < now() - make_interval(hours => $4)
       OR (idempotency_keys.response_status IS NULL
           AND idempotency_keys.created_at < now() - make_interval(secs => $5))
  RETURNING key`);

const READ = namedStatement(`
  SELECT request_hash, response_status, response_type, response_body, response_cookies FROM idempotency_keys
  WHERE scope = $1 AND key = $2`);

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
    const claimed: unknown[] = await queryNamed(this.dataSource, CLAIM, [
      scope,
      key,
      requestHash,
      IDEMPOTENCY_KEY_TTL_HOURS,
      IDEMPOTENCY_IN_FLIGHT_LIMIT_SECONDS,
    ]);
    if (claimed.length) return { kind: 'claimed' };
    const [row] = await queryNamed<StoredRow[]>(this.dataSource, READ, [scope, key]);
    if (!row) return this.claim(scope, key, requestHash); // expired and removed in between: try again
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

  async complete(scope: string, key: string, response: StoredResponse): Promise<void> {
    await queryNamed(this.dataSource, COMPLETE, [
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
