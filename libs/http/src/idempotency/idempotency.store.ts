import { DataSource } from 'typeorm';
import { IDEMPOTENCY_IN_FLIGHT_LIMIT_SECONDS, IDEMPOTENCY_KEY_TTL_HOURS } from '@app/contracts';

export type Claim =
  { kind: 'claimed' } | { kind: 'in-progress' } | { kind: 'mismatch' } | ({ kind: 'replay' } & StoredResponse);

export interface StoredResponse {
  status: number;
  contentType: string | null;
  body: string;
  /** The answer's Set-Cookie values. */
  cookies: string[];
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
    const claimed: unknown[] = await this.dataSource.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (scope, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, response_status = NULL, response_type = NULL,
             response_body = NULL, response_cookies = NULL, created_at = now()
         WHERE idempotency_keys.created_at < now() - make_interval(hours => $4)
            OR (idempotency_keys.response_status IS NULL
                AND idempotency_keys.created_at < now() - make_interval(secs => $5))
       RETURNING key`,
      [scope, key, requestHash, IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENCY_IN_FLIGHT_LIMIT_SECONDS],
    );
    if (claimed.length) return { kind: 'claimed' };
    const [row] = await this.dataSource.query(
      `SELECT request_hash, response_status, response_type, response_body, response_cookies FROM idempotency_keys
       WHERE scope = $1 AND key = $2`,
      [scope, key],
    );
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
    await this.dataSource.query(
      `UPDATE idempotency_keys SET response_status = $3, response_type = $4, response_body = $5, response_cookies = $6
       WHERE scope = $1 AND key = $2`,
      [scope, key, response.status, response.contentType, response.body, response.cookies],
    );
  }

  /** Forgets a claim whose request did not finish with an answer worth replaying (a 5xx, a 429, a 409). */
  async release(scope: string, key: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND response_status IS NULL`,
      [scope, key],
    );
  }
}
