import { createServer, IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { PaymentEntity, PayPalClient, PayPalClientOptions } from '@app/payments';
import { PayPalSandbox, PayPalSandboxOptions, type SandboxCapture } from '@app/paypal-sandbox';
import { centsToDollars, dollarsToCents, planAmountCents, type PaymentPlan } from '@app/pricing';
import { bookingPayload } from './bookings';
import { PayPalContract } from './paypal-contract';
import type { TestApp } from './test-app';

/**
 * A PayPal sandbox in this process on a free port (the same server `npm start` runs), for integration tests; close()
 * it in afterAll. Webhooks retry quickly so a test that refuses one does not wait seconds.
 */
export async function startPayPalSandbox(options: PayPalSandboxOptions = {}): Promise<PayPalSandbox> {
  const sandbox = new PayPalSandbox({ webhookRetryDelaysMs: [50, 100], ...options });
  await sandbox.listen(0);
  return sandbox;
}

/** A PayPalClient for `sandbox`, its traffic checked against PayPal's OpenAPI files by `contract` when given. */
export function sandboxClient(
  sandbox: PayPalSandbox,
  contract?: PayPalContract,
  options: Partial<PayPalClientOptions> = {},
): PayPalClient {
  return new PayPalClient({
    baseUrl: sandbox.url,
    ...sandbox.credentials,
    backoffMs: 10,
    ...(contract ? { fetch: contract.transport() } : {}),
    ...options,
  });
}

/** The PAYPAL_* settings that point an app (startTestApp's env) at `sandbox`. */
export function sandboxEnv(sandbox: PayPalSandbox): Record<string, string> {
  return { PAYPAL_BASE_URL: sandbox.url, PAYPAL_WEBHOOK_ID: sandbox.credentials.webhookId };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A plain HTTP endpoint that records what the sandbox POSTs to it (stands in for the api's webhook route). */
export async function startWebhookReceiver(answer = 200) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/paypal/webhook`,
    received,
    status: answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return receiver;
}

/** The buyer's choice in the sandbox's approval window (approve, decline, pending, network-error). */
export function approveAtSandbox(sandbox: PayPalSandbox, orderId: string, outcome = 'approve'): Promise<Response> {
  return fetch(`${sandbox.url}/sandbox/orders/${orderId}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
}

/**
 * Makes the app listen on a free port and the sandbox deliver its signed webhooks to it over HTTP, as PayPal does.
 * Returns the webhook URL (a test that holds webhooks back unsets `sandbox.webhooks.url`, then sets it again).
 */
export async function deliverWebhooksTo(t: TestApp, sandbox: PayPalSandbox): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}/api/paypal/webhook`;
  sandbox.webhooks.url = url;
  return url;
}

/**
 * A booking of these games (ten children) by a new anonymous parent, paid through the sandbox: in full ($400.00 for
 * three games, $600.00 for four), its deposit, or its deposit then its balance (two captures, refunded in two).
 */
export async function paidBooking(
  t: TestApp,
  sandbox: PayPalSandbox,
  games: number[],
  plan: Exclude<PaymentPlan, 'balance'> | 'deposit-then-balance' = 'full',
): Promise<string> {
  const agent = request.agent(t.server);
  const { body: booking } = await agent.post('/api/bookings').send(bookingPayload(games)).expect(201);
  const finalCents = dollarsToCents(booking.finalPrice)!;
  const pay = async (plan: PaymentPlan, amountPaidCents: number) => {
    const amountCents = planAmountCents(plan, { finalCents, amountPaidCents })!;
    const order = await agent
      .post('/paypal/order')
      .send({ amount: centsToDollars(amountCents), currency: 'USD', intent: 'CAPTURE', bookingId: booking.id, plan })
      .expect(201);
    await approveAtSandbox(sandbox, order.body.id);
    await agent.post(`/paypal/order/${order.body.id}/capture`).expect(200);
    return amountCents;
  };
  if (plan !== 'deposit-then-balance') await pay(plan, 0);
  else await pay('balance', await pay('deposit', 0));
  return booking.id as string;
}

/** The sandbox's capture of the booking's captured payment: a test makes PayPal refuse or refund it behind our back. */
export async function sandboxCaptureOf(t: TestApp, sandbox: PayPalSandbox, bookingId: string): Promise<SandboxCapture> {
  const payment = await t.dataSource.getRepository(PaymentEntity).findOneByOrFail({ bookingId, status: 'captured' });
  return sandbox.store.captures.get(payment.captureId!)!;
}
