import { setTimeout as sleep } from 'node:timers/promises';

export interface RetryOptions {
  /** Per attempt; a slower answer counts as a network failure. */
  timeoutMs: number;
  /** Extra attempts after the first, for network failures, timeouts and 5xx answers only. */
  retries: number;
  /** First back-off; doubled each attempt, with up to 50% jitter. */
  backoffMs: number;
}

/** Thrown when an attempt ran out of time (the request may have reached PayPal: the same PayPal-Request-Id is reused). */
export class FetchTimeoutError extends Error {
  override readonly name = 'FetchTimeoutError';
}

/**
 * A fetch with a timeout per attempt and retries with exponential back-off on network errors, timeouts and 5xx; a
 * 4xx is PayPal's answer and returned at once. Safe for POSTs because every state-changing call carries a
 * PayPal-Request-Id that stays the same across attempts, so PayPal runs it once.
 */
export function retryingFetch(
  inner: (request: Request) => Promise<Response>,
  { timeoutMs, retries, backoffMs }: RetryOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= retries;
      try {
        const response = await withTimeout(inner, request.clone(), timeoutMs);
        if (response.status < 500 || last) return response;
        await response.body?.cancel();
      } catch (err) {
        if (last) throw err;
      }
      await sleep(backoffMs * 2 ** attempt * (1 + Math.random() / 2));
    }
  };
}

async function withTimeout(
  inner: (request: Request) => Promise<Response>,
  request: Request,
  timeoutMs: number,
): Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await inner(new Request(request, { signal }));
  } catch (err) {
    if (signal.aborted) throw new FetchTimeoutError(`no answer from PayPal within ${timeoutMs} ms`);
    throw err;
  }
}
