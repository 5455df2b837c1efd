import type { FastifyInstance } from 'fastify';
import { APPROVAL_OUTCOMES, ApprovalOutcome } from './sandbox-store';
import type { SandboxFault, SandboxState } from './sandbox-state';
import { WEBHOOK_EVENT_TYPES } from './sandbox-webhooks';

type Params = { id: string };

/**
 * The sandbox's own routes (not PayPal's): what the approval window calls, and what tests use to settle a pending
 * capture, inject faults, and read or replay the webhooks sent.
 */
export function registerSandboxControls(app: FastifyInstance, sandbox: SandboxState): void {
  const { store, webhooks } = sandbox;

  app.post<{ Params: Params; Body: { outcome?: string } }>('/sandbox/orders/:id/approve', async (request, reply) => {
    const outcome = (request.body?.outcome ?? 'approve') as ApprovalOutcome;
    if (!APPROVAL_OUTCOMES.includes(outcome)) {
      return reply.code(400).send({ message: `outcome must be one of ${APPROVAL_OUTCOMES.join(', ')}` });
    }
    const approving = store.order(request.params.id).status === 'CREATED';
    const order = store.approve(request.params.id, outcome);
    if (approving) {
      webhooks.emit(
        WEBHOOK_EVENT_TYPES.approved,
        'checkout-order',
        store.orderJson(order),
        'An order has been approved by buyer',
      );
    }
    return { id: order.id, status: order.status, outcome: order.outcome };
  });

  app.post<{ Params: Params }>('/sandbox/orders/:id/cancel', async (request) => {
    const order = store.cancel(request.params.id);
    return { id: order.id, status: order.status, cancelled: order.cancelled ?? false };
  });

  app.post<{ Params: Params; Body: { outcome?: string } }>('/sandbox/captures/:id/settle', async (request, reply) => {
    const outcome = request.body?.outcome;
    if (outcome !== 'COMPLETED' && outcome !== 'DENIED') {
      return reply.code(400).send({ message: 'outcome must be COMPLETED or DENIED' });
    }
    const before = store.captures.get(request.params.id)?.status;
    const capture = store.settle(request.params.id, outcome);
    if (before === 'PENDING') {
      const denied = capture.status === 'DECLINED';
      webhooks.emit(
        denied ? WEBHOOK_EVENT_TYPES.denied : WEBHOOK_EVENT_TYPES.completed,
        'capture',
        store.captureJson(capture, true),
        `Payment ${denied ? 'denied' : 'completed'} for $ ${capture.amount.value} ${capture.amount.currency_code}`,
      );
    }
    return { id: capture.id, status: capture.status };
  });

  app.post<{ Body: SandboxFault }>('/sandbox/faults', async (request, reply) => {
    const fault = request.body;
    if (!fault?.path) return reply.code(400).send({ message: 'a fault needs a path prefix' });
    sandbox.faults.push({ ...fault, times: fault.times ?? 1 });
    return { faults: sandbox.faults.length };
  });

  app.delete('/sandbox/faults', async () => {
    sandbox.faults.length = 0;
    return { faults: 0 };
  });

  app.get('/sandbox/stats', async () => sandbox.stats);
  app.get('/sandbox/events', async () => ({ events: webhooks.events, deliveries: webhooks.deliveries }));

  app.post<{ Params: Params }>('/sandbox/events/:id/resend', async (request, reply) =>
    webhooks.resend(request.params.id) ? { resent: true } : reply.code(404).send({ message: 'no such event' }),
  );

  app.get(webhooks.certPath, async (_request, reply) =>
    reply.type('application/x-pem-file').send(webhooks.publicKeyPem()),
  );
}
