import { randomUUID } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';
import { centsToDollars } from '@app/pricing';
import { apiError, PayPalError, PayPalStage } from './paypal-error';
import { FetchTimeoutError, RetryOptions, retryingFetch } from './paypal-fetch';
import { PayPalToken, PayPalTokenCache } from './paypal-token';
import type {
  OrdersPaths,
  PaymentsPaths,
  PayPalOrder,
  PayPalOrderRequest,
  PayPalRefund,
  PayPalRefundRequest,
  PayPalWebhookEvent,
  WebhooksPaths,
} from './paypal-types';

export interface PayPalClientOptions extends Partial<RetryOptions> {
  /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com or the local sandbox. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** The transport (default: global fetch); the contract tests put a spec check here. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface CreateOrderInput {
  amountCents: number;
  /** Carried as custom_id: the capture and its webhooks point back at the booking. */
  bookingId: string;
  /** Unique per order: PayPal refuses a second payment with the same invoice id. */
  invoiceId: string;
  description?: string;
  /** Same id, same order: a retried create never makes a second one. Default: a new UUID (retries inside reuse it). */
  requestId?: string;
}

export interface RefundInput {
  /** Required: two refunds of the same amount are legitimate, a retried refund is not. */
  requestId: string;
  /** Default: whatever remains of the capture. */
  amountCents?: number;
  invoiceId?: string;
  noteToPayer?: string;
}

/** Headers PayPal sends with a webhook (names in lower case, as Node gives them). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

const DEFAULTS: RetryOptions = { timeoutMs: 10_000, retries: 2, backoffMs: 250 };
const JSON_REPRESENTATION = { Prefer: 'return=representation' } as const;

type Answer<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

/**
 * PayPal's REST API (Orders v2, Payments v2 refunds, webhook signature verification) through openapi-fetch with
 * types generated from PayPal's OpenAPI files. One OAuth2 token is cached and shared; state-changing calls carry a
 * PayPal-Request-Id; every call has a timeout and retries network errors and 5xx (never a 4xx). Failures are
 * PayPalError (PayPal's error name and issue, and the docs/product/errors.md#errors message).
 */
export class PayPalClient {
  private readonly orders: Client<OrdersPaths>;
  private readonly payments: Client<PaymentsPaths>;
  private readonly webhooks: Client<WebhooksPaths>;
  private readonly send: (request: Request) => Promise<Response>;
  private readonly tokens = new PayPalTokenCache(() => this.requestToken());

  constructor(private readonly options: PayPalClientOptions) {
    const transport = options.fetch ?? ((request: Request) => fetch(request));
    this.send = retryingFetch(transport, {
      timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
      retries: options.retries ?? DEFAULTS.retries,
      backoffMs: options.backoffMs ?? DEFAULTS.backoffMs,
    });
    const clientOptions = { baseUrl: options.baseUrl, fetch: this.send };
    this.orders = createClient<OrdersPaths>(clientOptions);
    this.payments = createClient<PaymentsPaths>(clientOptions);
    this.webhooks = createClient<WebhooksPaths>(clientOptions);
  }

  /** The cached client-credentials token (fetched when missing or about to expire). */
  getAccessToken(): Promise<string> {
    return this.tokens.get();
  }

  /**
   * A client token for the JS SDK (PayPal's identity API, POST /v1/identity/generate-token). It is not in the Orders,
   * Payments or Webhooks files, so this one call is untyped.
   */
  async generateClientToken(): Promise<string> {
    const token = await this.getAccessToken();
    const request = new Request(new URL('/v1/identity/generate-token', this.options.baseUrl), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    });
    const response = await this.send(request);
    const body = (await response.json().catch(() => undefined)) as { client_token?: string } | undefined;
    if (!response.ok || !body?.client_token) throw apiError('setup', response.status, body);
    return body.client_token;
  }

  /** Creates a CAPTURE order in USD for one booking (custom_id) with a unique invoice id. */
  createOrder(input: CreateOrderInput): Promise<PayPalOrder> {
    const body: PayPalOrderRequest = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: input.bookingId,
          invoice_id: input.invoiceId,
          ...(input.description ? { description: input.description.slice(0, 127) } : {}),
          amount: { currency_code: 'USD', value: centsToDollars(input.amountCents) },
        },
      ],
      payment_source: {
        paypal: { experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' } },
      },
    };
    const requestId = input.requestId ?? randomUUID();
    return this.call('create', (auth) =>
      this.orders.POST('/v2/checkout/orders', {
        headers: auth,
        params: { header: { ...JSON_REPRESENTATION, 'PayPal-Request-Id': requestId } },
        body,
      }),
    );
  }

  getOrder(orderId: string): Promise<PayPalOrder> {
    return this.call('read', (auth) =>
      this.orders.GET('/v2/checkout/orders/{id}', { headers: auth, params: { path: { id: orderId } } }),
    );
  }

  /**
   * Captures an approved order. Capturing again (two tabs, a retry) returns the same capture: the request id is the
   * order's own, so PayPal replays the first answer, and an order PayPal reports as already captured is read back.
   */
  async captureOrder(orderId: string, requestId = `capture-${orderId}`): Promise<PayPalOrder> {
    try {
      return await this.call('capture', (auth) =>
        this.orders.POST('/v2/checkout/orders/{id}/capture', {
          headers: auth,
          params: { path: { id: orderId }, header: { ...JSON_REPRESENTATION, 'PayPal-Request-Id': requestId } },
          body: {},
        }),
      );
    } catch (err) {
      if (err instanceof PayPalError && err.issue === 'ORDER_ALREADY_CAPTURED') return this.getOrder(orderId);
      throw err;
    }
  }

  /** Refunds a capture in full, or `amountCents` of it. */
  refundCapture(captureId: string, input: RefundInput): Promise<PayPalRefund> {
    const body: PayPalRefundRequest = {
      ...(input.amountCents !== undefined
        ? { amount: { currency_code: 'USD', value: centsToDollars(input.amountCents) } }
        : {}),
      ...(input.invoiceId ? { invoice_id: input.invoiceId } : {}),
      ...(input.noteToPayer ? { note_to_payer: input.noteToPayer.slice(0, 255) } : {}),
    };
    return this.call('refund', (auth) =>
      this.payments.POST('/v2/payments/captures/{capture_id}/refund', {
        headers: auth,
        params: {
          path: { capture_id: captureId },
          header: { ...JSON_REPRESENTATION, 'PayPal-Request-Id': input.requestId },
        },
        body,
      }),
    );
  }

  /**
   * Asks PayPal whether a webhook really came from PayPal for our webhook id (its verify-webhook-signature API).
   * `event` is the parsed body as received. Missing signature headers are a plain false, without a call.
   */
  async verifyWebhookSignature(headers: WebhookHeaders, event: PayPalWebhookEvent): Promise<boolean> {
    const header = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = [
      'paypal-auth-algo',
      'paypal-cert-url',
      'paypal-transmission-id',
      'paypal-transmission-sig',
      'paypal-transmission-time',
    ].map(header);
    if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) return false;
    const result = await this.call('read', (auth) =>
      this.webhooks.POST('/v1/notifications/verify-webhook-signature', {
        headers: auth,
        body: {
          auth_algo: authAlgo,
          cert_url: certUrl,
          transmission_id: transmissionId,
          transmission_sig: transmissionSig,
          transmission_time: transmissionTime,
          webhook_id: this.options.webhookId,
          webhook_event: event,
        },
      }),
    );
    return result.verification_status === 'SUCCESS';
  }

  /**
   * One API call with the bearer token (in `headers`: PayPal's files declare it as a security scheme, not a typed
   * parameter); a 401 (token revoked early) fetches a new token and tries once more.
   */
  private async call<T>(stage: PayPalStage, run: (auth: { Authorization: string }) => Answer<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.getAccessToken();
      let answer: Awaited<Answer<T>>;
      try {
        answer = await run({ Authorization: `Bearer ${token}` });
      } catch (err) {
        throw transportError(stage, err);
      }
      const { data, error, response } = answer;
      if (response.status === 401 && attempt === 0) {
        this.tokens.invalidate(token);
        continue;
      }
      if (error !== undefined || !response.ok || data === undefined) throw apiError(stage, response.status, error);
      return data;
    }
  }

  /** POST /v1/oauth2/token (client credentials); not in PayPal's OpenAPI files, so plain fetch. */
  private async requestToken(): Promise<PayPalToken> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    let response: Response;
    try {
      response = await this.send(
        new Request(`${this.options.baseUrl}/v1/oauth2/token`, {
          method: 'POST',
          headers: {
            Authorization: `Basic ${basic}`,
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
          },
          body: 'grant_type=client_credentials',
        }),
      );
    } catch (err) {
      throw transportError('setup', err);
    }
    const body = (await response.json().catch(() => ({}))) as Partial<PayPalToken> & { error?: string };
    if (response.ok && body.access_token && typeof body.expires_in === 'number') return body as PayPalToken;
    const failure = response.status === 401 || response.status === 403 ? 'auth' : 'api';
    return Promise.reject(
      new PayPalError(
        failure,
        'setup',
        `PayPal token request failed: ${response.status} ${body.error ?? ''}`.trim(),
        response.status,
        body.error,
      ),
    );
  }
}

function transportError(stage: PayPalStage, err: unknown): PayPalError {
  if (err instanceof PayPalError) return err;
  if (err instanceof FetchTimeoutError) return new PayPalError('timeout', stage, err.message);
  const cause = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
  return new PayPalError('network', stage, `PayPal unreachable: ${cause}`);
}
