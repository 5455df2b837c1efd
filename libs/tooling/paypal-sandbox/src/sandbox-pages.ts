import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '@app/contracts';
import type { SandboxState } from './sandbox-state';
import { SDK_SCRIPT } from './sandbox-sdk.script';

/**
 * The approval window (PayPal's /checkoutnow?token=ORDER_ID): the buyer approves, cancels, or picks a failure to
 * rehearse (declined at capture, a capture left pending, a network error at capture). It reports back to the SDK
 * stand-in in the opener with postMessage, then closes.
 */
function approvalPage(orderId: string, amount: string, description: string | undefined): string {
  const id = JSON.stringify(orderId);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PayPal Sandbox - Approve payment</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;margin:0;padding:24px;color:#1a1a1a}h1{font-size:20px;color:#003087}
button{display:block;width:100%;margin:8px 0;padding:12px;border-radius:24px;border:1px solid #003087;font-size:16px;cursor:pointer}
.pay{background:#0070ba;color:#fff;border:0}.muted{color:#555;font-size:14px}fieldset{border:1px solid #ddd;border-radius:8px;margin-top:16px}</style>
</head><body>
<h1>PayPal Sandbox</h1>
<p>Pay <strong data-testid="amount">${escapeHtml(amount)}</strong>${description ? ` for ${escapeHtml(description)}` : ''}</p>
<p class="muted">Order <span data-testid="order-id">${escapeHtml(orderId)}</span>. This is the local sandbox: no money moves.</p>
<button class="pay" data-outcome="approve">Pay Now</button>
<button data-action="cancel">Cancel and return</button>
<fieldset><legend>Rehearse a failure</legend>
<button data-outcome="decline">Approve, then decline at capture</button>
<button data-outcome="pending">Approve, leave the capture pending</button>
<button data-outcome="network-error">Approve, then a network error at capture</button>
</fieldset>
<p id="status" role="status" class="muted"></p>
<script>
const orderID = ${id};
async function finish(path, body, result) {
  document.querySelectorAll('button').forEach((b) => (b.disabled = true));
  const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) { document.getElementById('status').textContent = 'The sandbox refused: ' + response.status; return; }
  if (window.opener) { window.opener.postMessage({ source: 'paypal-sandbox', orderID, result }, '*'); window.close(); }
  document.getElementById('status').textContent = result === 'approved' ? 'Approved. You can close this window.' : 'Cancelled.';
}
document.querySelectorAll('[data-outcome]').forEach((b) => b.addEventListener('click', () =>
  finish('/sandbox/orders/' + encodeURIComponent(orderID) + '/approve', { outcome: b.dataset.outcome }, 'approved')));
document.querySelector('[data-action=cancel]').addEventListener('click', () =>
  finish('/sandbox/orders/' + encodeURIComponent(orderID) + '/cancel', {}, 'cancelled'));
</script></body></html>`;
}

export function registerSandboxPages(app: FastifyInstance, sandbox: SandboxState): void {
  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = request.query.token ? sandbox.store.orders.get(request.query.token) : undefined;
    if (!order)
      return reply
        .code(404)
        .type('text/html')
        .send('<!doctype html><title>PayPal Sandbox</title><p>No such order.</p>');
    const { value, currency_code } = order.unit.amount;
    return reply
      .type('text/html; charset=utf-8')
      .send(approvalPage(order.id, `$${value} ${currency_code}`, order.unit.description));
  });

  // Cross-origin: the SPA on its own origin loads it with a script tag, as it would load PayPal's.
  app.get('/sdk/js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(SDK_SCRIPT),
  );
}
