import { createSign, createVerify, generateKeyPairSync, KeyPairKeyObjectResult, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import { paypalId, paypalTime } from './sandbox-ids';

type Json = Record<string, unknown>;

export const WEBHOOK_EVENT_TYPES = {
  approved: 'CHECKOUT.ORDER.APPROVED',
  completed: 'PAYMENT.CAPTURE.COMPLETED',
  denied: 'PAYMENT.CAPTURE.DENIED',
  refunded: 'PAYMENT.CAPTURE.REFUNDED',
} as const;

export interface WebhookDelivery {
  eventId: string;
  eventType: string;
  /** The last answer's status, or 0 when the app could not be reached. */
  status: number;
  attempts: number;
}

const CERT_PATH = '/sandbox/certs/webhook-signing.pem';

/**
 * PayPal-shaped webhooks: each event is signed the way PayPal signs (SHA256withRSA over
 * `transmissionId|transmissionTime|webhookId|crc32(body)`) with a key made at start, POSTed to the app with PayPal's
 * headers and retried on failure like PayPal does (a few times, backing off). verify() is what the
 * verify-webhook-signature endpoint answers with.
 */
export class SandboxWebhooks {
  readonly events: Json[] = [];
  readonly deliveries: WebhookDelivery[] = [];
  // Made on first use: a 2048-bit key costs a noticeable slice of start-up on a busy machine.
  private signingKeys?: KeyPairKeyObjectResult;
  private readonly pending = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly baseUrl: () => string,
    private readonly webhookId: string,
    /** Where events go; unset, they are only recorded (GET /sandbox/events). */
    public url: string | undefined,
    private readonly retryDelaysMs: number[],
  ) {}

  get certPath(): string {
    return CERT_PATH;
  }

  publicKeyPem(): string {
    return this.keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  /** Records an event about `resource` and sends it. */
  emit(
    eventType: string,
    resourceType: 'checkout-order' | 'capture' | 'refund',
    resource: Json,
    summary: string,
  ): Json {
    const id = `WH-${paypalId(8)}-${paypalId(17)}`;
    const event: Json = {
      id,
      event_version: '1.0',
      create_time: paypalTime(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [{ href: `${this.baseUrl()}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
    };
    this.events.push(event);
    this.send(event);
    return event;
  }

  /** Sends a recorded event again (a replay, as PayPal's resend does). */
  resend(eventId: string): boolean {
    const event = this.events.find((e) => e.id === eventId);
    if (event) this.send(event);
    return Boolean(event);
  }

  /** True when the headers' signature is ours, for our webhook id, over this event. */
  verify(input: Record<string, unknown>): boolean {
    const { auth_algo, cert_url, transmission_id, transmission_sig, transmission_time, webhook_id, webhook_event } =
      input as Record<string, string> & { webhook_event: unknown };
    if (auth_algo !== 'SHA256withRSA' || cert_url !== `${this.baseUrl()}${CERT_PATH}`) return false;
    if (webhook_id !== this.webhookId) return false;
    const verifier = createVerify('SHA256');
    verifier.update(signedText(transmission_id, transmission_time, webhook_id, JSON.stringify(webhook_event)));
    try {
      return verifier.verify(this.keys.publicKey, transmission_sig, 'base64');
    } catch {
      return false;
    }
  }

  /** Waits for deliveries in progress (tests), then refuses to start new ones. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.pending);
  }

  private send(event: Json): void {
    const url = this.url;
    if (!url || this.closed) return;
    const run = this.deliver(url, event).finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  private get keys(): KeyPairKeyObjectResult {
    return (this.signingKeys ??= generateKeyPairSync('rsa', { modulusLength: 2048 }));
  }

  private async deliver(url: string, event: Json): Promise<void> {
    const body = JSON.stringify(event);
    const delivery: WebhookDelivery = {
      eventId: String(event.id),
      eventType: String(event.event_type),
      status: 0,
      attempts: 0,
    };
    this.deliveries.push(delivery);
    for (const delay of [0, ...this.retryDelaysMs]) {
      if (delay) await sleep(delay);
      if (this.closed && delivery.attempts > 0) return;
      delivery.attempts++;
      delivery.status = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...this.headers(body) },
        body,
        signal: AbortSignal.timeout(10_000),
      }).then(
        async (response) => (await response.body?.cancel(), response.status),
        () => 0,
      );
      if (delivery.status >= 200 && delivery.status < 300) return;
    }
  }

  private headers(body: string): Record<string, string> {
    const transmissionId = randomUUID();
    const transmissionTime = new Date().toISOString();
    const signer = createSign('SHA256');
    signer.update(signedText(transmissionId, transmissionTime, this.webhookId, body));
    return {
      'PAYPAL-TRANSMISSION-ID': transmissionId,
      'PAYPAL-TRANSMISSION-TIME': transmissionTime,
      'PAYPAL-TRANSMISSION-SIG': signer.sign(this.keys.privateKey, 'base64'),
      'PAYPAL-CERT-URL': `${this.baseUrl()}${CERT_PATH}`,
      'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
    };
  }
}

const signedText = (id: string, time: string, webhookId: string, body: string) =>
  `${id}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8')) >>> 0}`;
