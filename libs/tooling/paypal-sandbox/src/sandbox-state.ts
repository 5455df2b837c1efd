import type { SandboxStore } from './sandbox-store';
import type { SandboxWebhooks } from './sandbox-webhooks';

/** A fault to rehearse: the next `times` requests matching method and path prefix wait, fail with a status, or drop. */
export interface SandboxFault {
  method?: string;
  path: string;
  times?: number;
  /** Waits this long before handling the request. */
  delayMs?: number;
  /** Handles the request at once (its webhooks go out) but answers this much later: a webhook can beat the answer. */
  answerDelayMs?: number;
  status?: 500 | 503;
  drop?: boolean;
}

export interface SandboxStats {
  tokenRequests: number;
  /** Per route, e.g. `POST /v2/checkout/orders/:id/capture`. */
  requests: Record<string, number>;
}

/**
 * What the sandbox's routes (PayPal's API, the approval page, the test controls) read and change of the sandbox
 * (PayPalSandbox): here, below both, so the routes need not import the server that registers them.
 */
export interface SandboxState {
  readonly store: SandboxStore;
  readonly webhooks: SandboxWebhooks;
  readonly stats: SandboxStats;
  readonly faults: (SandboxFault & { times: number })[];
  readonly tokens: Map<string, number>;
  /** Successful answers to create/capture/refund by PayPal-Request-Id, replayed to a retry. */
  readonly replies: Map<string, { status: number; body: unknown }>;
  readonly credentials: { clientId: string; clientSecret: string; webhookId: string };
  issueToken(): { token: string; expiresIn: number };
}
