import { createHmac } from 'node:crypto';

/**
 * What makes two requests "the same": method, path and the parsed body, as an HMAC keyed by a server secret. The
 * store keeps only this digest; without the key it cannot be recomputed from a guessed body, so a stored login or
 * registration attempt never becomes an offline password check.
 */
export class RequestHasher {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    // Its own key, derived from the server secret, so the digest never matches anything signed with the secret itself.
    this.key = createHmac('sha256', serverSecret).update('idempotency-request-hash').digest();
  }

  hash(method: string, url: string, body: unknown): string {
    return createHmac('sha256', this.key)
      .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
      .digest('hex');
  }
}
