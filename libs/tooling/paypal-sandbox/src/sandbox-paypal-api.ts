import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paypalError, plainError } from './sandbox-errors';
import type { SandboxState } from './sandbox-state';
import { readOrderRequest, readRefundRequest } from './sandbox-validation';
import { WEBHOOK_EVENT_TYPES } from './sandbox-webhooks';

type Params = { id: string };

/** PayPal's REST routes, as PayPal answers them (see PayPalSandbox). */
export function registerPayPalApi(app: FastifyInstance, sandbox: SandboxState): void {
  const { store, webhooks } = sandbox;

  app.post('/v1/oauth2/token', async (request, reply) => {
    sandbox.stats.tokenRequests++;
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [id, secret] = Buffer.from(encoded ?? '', 'base64')
      .toString()
      .split(':');
    const { clientId, clientSecret } = sandbox.credentials;
    if (scheme !== 'Basic' || id !== clientId || secret !== clientSecret) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if ((request.body as Record<string, string> | undefined)?.grant_type !== 'client_credentials') {
      return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const { token, expiresIn } = sandbox.issueToken();
    return {
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX0000000000',
      expires_in: expiresIn,
      nonce: `${new Date().toISOString()}${token.slice(-12)}`,
    };
  });

  // Every other PayPal route needs a live bearer token.
  const authenticated = async (request: FastifyRequest) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expires = token ? sandbox.tokens.get(token) : undefined;
    if (!expires || expires < Date.now()) throw plainError(401);
  };

  // The JS SDK's client token (PayPal's identity API).
  app.post('/v1/identity/generate-token', { preHandler: authenticated }, async () => ({
    client_token: Buffer.from(`sandbox-client-token:${Date.now()}:${Math.random()}`).toString('base64'),
    expires_in: 3600,
  }));

  app.post('/v2/checkout/orders', { preHandler: authenticated }, (request, reply) =>
    once(sandbox, 'create', request, reply, () => {
      const { intent, unit } = readOrderRequest(request.body);
      const order = store.createOrder(intent, unit);
      return store.orderJson(order);
    }),
  );

  app.get<{ Params: Params }>('/v2/checkout/orders/:id', { preHandler: authenticated }, async (request) =>
    store.orderJson(store.order(request.params.id)),
  );

  app.post<{ Params: Params }>('/v2/checkout/orders/:id/capture', { preHandler: authenticated }, (request, reply) => {
    const order = store.order(request.params.id);
    // The buyer chose "network error at capture": PayPal cannot be reached for this order's capture, for a while.
    if (order.status === 'APPROVED' && order.drops) {
      order.drops--;
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    return once(sandbox, 'capture', request, reply, () => {
      const capture = store.capture(order);
      if (capture.status === 'COMPLETED') {
        webhooks.emit(
          WEBHOOK_EVENT_TYPES.completed,
          'capture',
          store.captureJson(capture, true),
          `Payment completed for $ ${capture.amount.value} ${capture.amount.currency_code}`,
        );
      }
      return store.orderJson(order);
    });
  });

  app.post<{ Params: { capture_id: string } }>(
    '/v2/payments/captures/:capture_id/refund',
    { preHandler: authenticated },
    (request, reply) =>
      once(sandbox, 'refund', request, reply, () => {
        const refund = store.refund(request.params.capture_id, readRefundRequest(request.body));
        const amount = refund.amount as { value: string; currency_code: string };
        webhooks.emit(
          WEBHOOK_EVENT_TYPES.refunded,
          'refund',
          refund,
          `A $ ${amount.value} ${amount.currency_code} capture payment was refunded`,
        );
        return refund;
      }),
  );

  app.post('/v1/notifications/verify-webhook-signature', { preHandler: authenticated }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const field of [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
      'webhook_event',
    ]) {
      if (body[field] === undefined)
        throw paypalError(400, 'verify', 'MISSING_REQUIRED_PARAMETER', { field: `/${field}`, location: 'body' });
    }
    return { verification_status: webhooks.verify(body) ? 'SUCCESS' : 'FAILURE' };
  });
}

/**
 * Runs a state-changing call once per PayPal-Request-Id: a retry with the same id gets the first answer again (200
 * instead of 201), as PayPal does. Errors are not stored, so a retry after a failure runs again.
 */
async function once(
  sandbox: SandboxState,
  operation: string,
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Record<string, unknown>,
): Promise<unknown> {
  const requestId = request.headers['paypal-request-id'];
  const key = typeof requestId === 'string' ? `${operation}|${request.url}|${requestId}` : undefined;
  const previous = key ? sandbox.replies.get(key) : undefined;
  if (previous) return reply.code(200).send(previous.body);
  const body = run();
  if (key) sandbox.replies.set(key, { status: 201, body });
  const minimal = operation !== 'refund' && request.headers.prefer !== 'return=representation';
  return reply.code(201).send(minimal ? { id: body.id, status: body.status, links: body.links } : body);
}
