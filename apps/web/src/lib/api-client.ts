import { forgetHostReads } from './host-reads';

/**
 * The one HTTP client of the SPA (docs/product/api.md#the-api): cookies always travel, a JSON body gets a JSON content
 * type (a FormData goes as multipart), a write carries the Idempotency-Key of the user's intent (see useIntentMutation)
 * so a retried click is never charged or stored twice, and any non-OK response becomes Error("<status>: <body text or
 * status text>").
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    /** The answer's Retry-After in seconds (a 409 still-processing, a 429, a 503), when it sent one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

/**
 * The request may or may not have been processed: the connection dropped (no answer at all) or the server failed
 * (a 5xx, whose idempotency record is forgotten). Anything else is the server's answer to this request.
 */
export const answerLost = (error: unknown): boolean => !(error instanceof ApiError) || error.status >= 500;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | boolean | undefined | null>;

/** Appends only the params that carry a value, so "no filter" never reaches the API as an empty string. */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function apiRequest(
  method: Method,
  path: string,
  body?: unknown,
  idempotencyKey?: string,
  /** react-query's, so a request a newer one superseded is dropped rather than answered. */
  signal?: AbortSignal,
): Promise<Response> {
  const headers: Record<string, string> = {};
  // A form (a photo upload) goes as multipart: the browser writes its Content-Type with the boundary.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  // The session ended (expired, the account deactivated): what the phone kept of a host goes at once.
  if (response.status === 401) await forgetHostReads();
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const retryAfter = Number(response.headers.get('Retry-After') ?? NaN);
    throw new ApiError(response.status, text, response.statusText, Number.isFinite(retryAfter) ? retryAfter : null);
  }
  return response;
}

export const api = {
  async get<T>(path: string, query?: Query): Promise<T> {
    return (await apiRequest('GET', withQuery(path, query))).json() as Promise<T>;
  },
  /**
   * `idempotencyKey`: the intent's key (useIntentMutation), the same on every retry of one user action. `signal`: to
   * give up waiting (e.g. AbortSignal.timeout); the request may still land, which the key makes safe to send again.
   */
  async post<T>(path: string, body?: unknown, idempotencyKey?: string, signal?: AbortSignal): Promise<T> {
    const response = await apiRequest('POST', path, body, idempotencyKey, signal);
    return (response.status === 204 ? undefined : await response.json()) as T;
  },
  async patch<T>(path: string, body: unknown, idempotencyKey?: string): Promise<T> {
    return (await apiRequest('PATCH', path, body, idempotencyKey)).json() as Promise<T>;
  },
};
