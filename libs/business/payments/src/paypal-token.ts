/** A client-credentials token as PayPal's /v1/oauth2/token returns it (the fields we read). */
export interface PayPalToken {
  access_token: string;
  /** Seconds. */
  expires_in: number;
}

/** Renew this long before expiry: 5 minutes, or a tenth of a short lifetime. */
const margin = (lifetimeSeconds: number) => Math.min(300, lifetimeSeconds / 10);

/**
 * The OAuth2 token, reused until shortly before it expires. Concurrent callers share one request in flight, so a
 * burst of payments asks PayPal for one token, not one each.
 */
export class PayPalTokenCache {
  private current?: { value: string; renewAt: number };
  private inFlight?: Promise<string>;

  constructor(
    private readonly request: () => Promise<PayPalToken>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<string> {
    if (this.current && this.now() < this.current.renewAt) return Promise.resolve(this.current.value);
    return (this.inFlight ??= this.request()
      .then(({ access_token, expires_in }) => {
        this.current = { value: access_token, renewAt: this.now() + (expires_in - margin(expires_in)) * 1000 };
        return access_token;
      })
      .finally(() => (this.inFlight = undefined)));
  }

  /** Drops `token` after PayPal refused it (revoked early); a newer token is kept. */
  invalidate(token: string): void {
    if (this.current?.value === token) this.current = undefined;
  }
}
