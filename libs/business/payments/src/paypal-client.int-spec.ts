import { PAYMENT_MESSAGES } from '@app/contracts';
import type { PayPalSandbox } from '@app/paypal-sandbox';
import { PayPalContract, sandboxClient, startPayPalSandbox, startWebhookReceiver, unique } from '@app/testing';
import { PayPalClient } from './paypal-client';
import { PayPalError } from './paypal-error';
import { capturedPayment, orderSummary } from './paypal-order';

// The client against the local sandbox over real HTTP; every request and answer is checked against PayPal's files.
describe('PayPalClient against the sandbox', () => {
  let sandbox: PayPalSandbox;
  let contract: PayPalContract;
  let client: PayPalClient;

  beforeAll(async () => {
    sandbox = await startPayPalSandbox();
    contract = new PayPalContract();
  });
  afterAll(() => sandbox.close());
  beforeEach(() => {
    client = sandboxClient(sandbox, contract);
    sandbox.faults.length = 0;
  });
  afterEach(() => {
    expect(contract.violations).toEqual([]);
    contract.violations.length = 0;
  });

  const calls = (route: string) => sandbox.stats.requests[route] ?? 0;
  const newOrder = (amountCents = 45_000, c = client) =>
    c.createOrder({ amountCents, bookingId: unique('booking-'), invoiceId: unique('inv-') });
  const approve = (orderId: string, outcome = 'approve') =>
    fetch(`${sandbox.url}/sandbox/orders/${orderId}/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome }),
    }).then((r) => r.json());
  const paidOrder = async (amountCents?: number) => {
    const order = await newOrder(amountCents);
    await approve(order.id!);
    return client.captureOrder(order.id!);
  };
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a PayPalError');
      },
      (err: unknown) => {
        if (!(err instanceof PayPalError)) throw err;
        return err;
      },
    );

  it('asks for one OAuth token for many calls, also when they start together', async () => {
    const before = sandbox.stats.tokenRequests;
    const orders = await Promise.all([1, 2, 3, 4, 5].map(() => newOrder()));
    await Promise.all(orders.map((o) => client.getOrder(o.id!)));
    expect(sandbox.stats.tokenRequests - before).toBe(1);
  });

  it('creates a CAPTURE order in USD carrying the booking id and invoice id, approved and then captured', async () => {
    const bookingId = unique('booking-');
    const invoiceId = unique('inv-');
    const created = await client.createOrder({ amountCents: 22_550, bookingId, invoiceId, description: 'Deposit' });
    expect(created).toMatchObject({ status: 'CREATED', intent: 'CAPTURE' });
    expect(created.links?.find((l) => l.rel === 'approve')?.href).toBe(
      `${sandbox.url}/checkoutnow?token=${created.id}`,
    );
    expect(orderSummary(created)).toEqual({ amountCents: 22_550, currency: 'USD', bookingId });
    await approve(created.id!);
    expect((await client.getOrder(created.id!)).status).toBe('APPROVED');
    const captured = await client.captureOrder(created.id!);
    expect(captured.status).toBe('COMPLETED');
    expect(capturedPayment(captured)).toMatchObject({
      orderId: created.id,
      status: 'COMPLETED',
      amountCents: 22_550,
      currency: 'USD',
      bookingId,
      invoiceId,
    });
  });

  it('creates one order for one PayPal-Request-Id, however often the call is repeated', async () => {
    const input = { amountCents: 1000, bookingId: unique('b-'), invoiceId: unique('inv-'), requestId: unique('req-') };
    const [first, second] = [await client.createOrder(input), await client.createOrder(input)];
    expect(second.id).toBe(first.id);
  });

  it('returns the same capture when an order is captured twice, at once or after PayPal forgot the request id', async () => {
    const order = await newOrder();
    await approve(order.id!);
    const [a, b] = await Promise.all([client.captureOrder(order.id!), client.captureOrder(order.id!)]);
    sandbox.replies.clear(); // PayPal keeps request ids for 6 hours; then it answers ORDER_ALREADY_CAPTURED
    const c = await client.captureOrder(order.id!);
    const ids = [a, b, c].map((o) => capturedPayment(o)?.captureId);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeTruthy();
    expect([...sandbox.store.captures.values()].filter((c) => c.orderId === order.id)).toHaveLength(1);
  });

  it('maps a decline at capture to INSTRUMENT_DECLINED and the documented message, and an unapproved order to ORDER_NOT_APPROVED', async () => {
    const declined = await newOrder();
    await approve(declined.id!, 'decline');
    const err = await failure(client.captureOrder(declined.id!));
    expect(err).toMatchObject({ status: 422, errorName: 'UNPROCESSABLE_ENTITY', issue: 'INSTRUMENT_DECLINED' });
    expect(err.code).toBe('INSTRUMENT_DECLINED');
    expect(err.userMessage).toBe(PAYMENT_MESSAGES.failed);
    const unapproved = await newOrder();
    expect((await failure(client.captureOrder(unapproved.id!))).code).toBe('ORDER_NOT_APPROVED');
  });

  it('answers an unknown order with RESOURCE_NOT_FOUND / INVALID_RESOURCE_ID, at get and at capture', async () => {
    for (const call of [client.getOrder('8XY12345AB678901C'), client.captureOrder('8XY12345AB678901C')]) {
      expect(await failure(call)).toMatchObject({
        status: 404,
        errorName: 'RESOURCE_NOT_FOUND',
        code: 'INVALID_RESOURCE_ID',
      });
    }
  });

  it('leaves a capture pending when the buyer picked it', async () => {
    const order = await newOrder();
    await approve(order.id!, 'pending');
    expect(capturedPayment(await client.captureOrder(order.id!))?.status).toBe('PENDING');
  });

  it('retries 5xx answers with back-off and never a 4xx', async () => {
    sandbox.faults.push({ method: 'POST', path: '/v2/checkout/orders', status: 503, times: 2 });
    const before = calls('POST /v2/checkout/orders');
    await newOrder();
    expect(calls('POST /v2/checkout/orders') - before).toBe(3);

    sandbox.faults.push({ method: 'POST', path: '/v2/checkout/orders', status: 500, times: 10 });
    const err = await failure(newOrder());
    expect(err).toMatchObject({ status: 500, errorName: 'INTERNAL_SERVER_ERROR', unavailable: true });
    expect(err.userMessage).toBe(PAYMENT_MESSAGES.serviceUnavailable);
    sandbox.faults.length = 0;

    const unapproved = await newOrder(1000, sandboxClient(sandbox, contract));
    const captures = calls('POST /v2/checkout/orders/:id/capture');
    expect((await failure(client.captureOrder(unapproved.id!))).status).toBe(422);
    expect(calls('POST /v2/checkout/orders/:id/capture') - captures).toBe(1);
  });

  it('gives up on a slow answer after its timeout, retrying it first', async () => {
    const order = await newOrder();
    const quick = sandboxClient(sandbox, contract, { timeoutMs: 300, retries: 1 });
    sandbox.faults.push({ method: 'GET', path: `/v2/checkout/orders/${order.id}`, delayMs: 1000, times: 1 });
    expect((await quick.getOrder(order.id!)).id).toBe(order.id);
    sandbox.faults.push({ method: 'GET', path: `/v2/checkout/orders/${order.id}`, delayMs: 1000, times: 2 });
    // Both tries end at the client's timeout: a 'timeout' failure, not the sandbox's late answer.
    const err = await failure(quick.getOrder(order.id!));
    expect(err.failure).toBe('timeout');
    expect(err.userMessage).toBe(PAYMENT_MESSAGES.serviceUnavailable);
  });

  it('retries a dropped connection; a capture PayPal never answers is a network failure, and nothing is captured', async () => {
    sandbox.faults.push({ method: 'POST', path: '/v2/checkout/orders', drop: true, times: 1 });
    expect((await newOrder()).status).toBe('CREATED');
    const order = await newOrder();
    await approve(order.id!, 'network-error');
    const err = await failure(client.captureOrder(order.id!));
    expect(err).toMatchObject({ failure: 'network', stage: 'capture', unavailable: true });
    expect(err.userMessage).toBe(PAYMENT_MESSAGES.serviceUnavailable);
    expect((await client.getOrder(order.id!)).status).toBe('APPROVED');
  });

  it('captures once when a capture lost to dropped connections is sent again with the same PayPal-Request-Id', async () => {
    const order = await newOrder();
    await approve(order.id!, 'network-error'); // six dropped connections: two calls of three tries
    const requestId = unique('capture-');
    const lost = () => failure(client.captureOrder(order.id!, requestId));
    expect((await lost()).failure).toBe('network');
    expect((await lost()).failure).toBe('network');
    expect((await client.getOrder(order.id!)).status).toBe('APPROVED');
    const first = capturedPayment(await client.captureOrder(order.id!, requestId))!;
    expect(first.status).toBe('COMPLETED');
    // A retry whose answer PayPal already gave is that same capture again, not a second charge.
    expect(capturedPayment(await client.captureOrder(order.id!, requestId))!.captureId).toBe(first.captureId);
    expect([...sandbox.store.captures.values()].filter((c) => c.orderId === order.id)).toHaveLength(1);
  });

  it('reports refused credentials as the service being unavailable', async () => {
    const wrong = sandboxClient(sandbox, contract, { clientSecret: 'not-the-secret' });
    const err = await failure(newOrder(1000, wrong));
    expect(err).toMatchObject({ failure: 'auth', status: 401 });
    expect(err.userMessage).toBe(PAYMENT_MESSAGES.serviceUnavailable);
  });

  it('refunds a capture in part and then in full; a third refund is CAPTURE_FULLY_REFUNDED', async () => {
    const payment = capturedPayment(await paidOrder(10_000))!;
    const part = await client.refundCapture(payment.captureId, { requestId: unique('r-'), amountCents: 2_500 });
    expect(part).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '25.00' } });
    const rest = await client.refundCapture(payment.captureId, { requestId: unique('r-') });
    expect(rest.amount?.value).toBe('75.00');
    const again = await failure(client.refundCapture(payment.captureId, { requestId: unique('r-') }));
    expect(again.code).toBe('CAPTURE_FULLY_REFUNDED');
    expect((await client.getOrder(payment.orderId)).purchase_units?.[0].payments?.captures?.[0].status).toBe(
      'REFUNDED',
    );
  });

  it('sends signed CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED, DENIED and REFUNDED webhooks that verify; a tampered one does not', async () => {
    const receiver = await startWebhookReceiver();
    sandbox.webhooks.url = receiver.url;
    try {
      const paid = capturedPayment(await paidOrder(5_000))!;
      await client.refundCapture(paid.captureId, { requestId: unique('r-') });
      const pending = await newOrder();
      await approve(pending.id!, 'pending');
      const held = capturedPayment(await client.captureOrder(pending.id!))!;
      await fetch(`${sandbox.url}/sandbox/captures/${held.captureId}/settle`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ outcome: 'DENIED' }),
      });
      await waitUntil(() => receiver.received.length >= 5);
      const all = receiver.received.map((r) => ({ headers: r.headers, event: JSON.parse(r.body) }));
      expect(all.map((e) => e.event.event_type)).toEqual([
        'CHECKOUT.ORDER.APPROVED',
        'PAYMENT.CAPTURE.COMPLETED',
        'PAYMENT.CAPTURE.REFUNDED',
        'CHECKOUT.ORDER.APPROVED',
        'PAYMENT.CAPTURE.DENIED',
      ]);
      expect(all[0].event.resource).toMatchObject({ id: paid.orderId, status: 'APPROVED' });
      const events = all.slice(1);
      expect(events[0].event.resource).toMatchObject({ id: paid.captureId, custom_id: paid.bookingId });
      expect(events[0].event.resource.supplementary_data.related_ids.order_id).toBe(paid.orderId);
      for (const { headers, event } of all) expect(await client.verifyWebhookSignature(headers, event)).toBe(true);

      const { headers, event } = events[0];
      const tampered = { ...event, resource: { ...event.resource, amount: { currency_code: 'USD', value: '0.01' } } };
      expect(await client.verifyWebhookSignature(headers, tampered)).toBe(false);
      const otherHook = sandboxClient(sandbox, contract, { webhookId: 'SOMEONEELSESWEBHOOK' });
      expect(await otherHook.verifyWebhookSignature(headers, event)).toBe(false);
      expect(await client.verifyWebhookSignature({ ...headers, 'paypal-transmission-sig': undefined }, event)).toBe(
        false,
      );
    } finally {
      sandbox.webhooks.url = undefined;
      await receiver.close();
    }
  });
});

async function waitUntil(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
