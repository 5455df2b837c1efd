import { vi } from 'vitest';

/** One request as the SPA sent it through fetch. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface StubReply {
  status?: number;
  body?: unknown;
  /** Beside the JSON content type (e.g. Retry-After). */
  headers?: Record<string, string>;
}

export type StubRoute = StubReply | ((request: SentRequest) => StubReply | Promise<StubReply>);

/**
 * Stands in for the API at the SPA's boundary (global fetch): each `"METHOD /path"` answers with its status and JSON
 * body (a route named without a query string answers every query of its path, unless one names the query exactly); a
 * request no route names fails like a dropped connection. Returns every request sent, in order.
 */
export function stubApi(routes: Record<string, StubRoute>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const request: SentRequest = {
        method: init.method ?? 'GET',
        path: input,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      sent.push(request);
      const route =
        routes[`${request.method} ${request.path}`] ?? routes[`${request.method} ${request.path.split('?')[0]}`];
      if (!route) throw new TypeError(`Failed to fetch (no stub for ${request.method} ${request.path})`);
      const reply = typeof route === 'function' ? route(request) : route;
      // Like fetch, a request whose signal aborts (a time-out) rejects with the signal's reason, answered or not.
      const { status = 200, body, headers } = await (init.signal ? abortable(reply, init.signal) : reply);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    }),
  );
  return {
    sent,
    to: (method: string, path: string) => sent.filter((r) => r.method === method && r.path === path),
  };
}

function abortable<T>(answer: T | Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    void Promise.resolve(answer).then(resolve, reject);
  });
}

/** A route whose answer waits until the test gives it: what a screen shows before the server answers. */
export function heldRoute(reply: StubReply): { route: StubRoute; answer: () => void } {
  let answer = () => undefined as void;
  const given = new Promise<void>((resolve) => (answer = resolve));
  return { route: () => given.then(() => reply), answer: () => answer() };
}
