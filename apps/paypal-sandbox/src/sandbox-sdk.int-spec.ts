import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Browser, chromium, Page } from '@playwright/test';
import { HEADLESS_SHELL_PATH, TEST_BROWSER_ARGS } from '@app/devstack';
import { PayPalClient, PayPalError } from '@app/payments';
import { sandboxClient, startPayPalSandbox } from '@app/testing';
import type { PayPalSandbox } from '@app/paypal-sandbox';

// The loader's browser build (its package exports only the module builds): dist/cjs/paypal-js.js → dist/iife.
const PAYPAL_JS = readFileSync(
  join(require.resolve('@paypal/paypal-js'), '..', '..', 'iife', 'paypal-js.min.js'),
  'utf8',
);

/**
 * A page on its own origin that does what the SPA will: @paypal/paypal-js `loadScript({ sdkBaseUrl })`, then
 * `paypal.Buttons({ createOrder, onApprove, onCancel, onError }).render()`, with a server that creates and captures
 * through PayPalClient. Each callback is written to window.log.
 */
function checkoutPage(sdkBaseUrl: string, clientId: string): string {
  return `<!doctype html><html><body><div id="paypal"></div><script>${PAYPAL_JS}</script><script>
  window.log = [];
  paypalLoadScript({ clientId: ${JSON.stringify(clientId)}, sdkBaseUrl: ${JSON.stringify(sdkBaseUrl)}, currency: 'USD', intent: 'capture' })
    .then((paypal) => paypal.Buttons({
      createOrder: () => fetch('/create', { method: 'POST' }).then((r) => r.json()).then((o) => o.id),
      onApprove: (data) => fetch('/capture/' + data.orderID, { method: 'POST' }).then((r) => r.json())
        .then((result) => log.push(['approved', data.orderID, result.status])),
      onCancel: (data) => log.push(['cancelled', data.orderID]),
      onError: (err) => log.push(['error', String(err && err.message)]),
    }).render('#paypal'))
    .catch((err) => log.push(['load failed', String(err)]));
  </script></body></html>`;
}

async function startShop(client: PayPalClient, html: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const json = (body: unknown) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    try {
      if (req.url === '/create') {
        const order = await client.createOrder({
          amountCents: 30_000,
          bookingId: 'b-1',
          invoiceId: `inv-${Date.now()}`,
        });
        return json({ id: order.id });
      }
      const capture = /^\/capture\/(\w+)$/.exec(req.url ?? '');
      if (capture) return json({ status: (await client.captureOrder(capture[1])).status });
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
    } catch (err) {
      json({ status: err instanceof PayPalError ? err.code : String(err) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

describe('the sandbox JS SDK stand-in and approval window, in Chromium', () => {
  let sandbox: PayPalSandbox;
  let browser: Browser;
  let shop: { url: string; server: Server };

  beforeAll(async () => {
    sandbox = await startPayPalSandbox();
    const html = checkoutPage(`${sandbox.url}/sdk/js`, sandbox.credentials.clientId);
    shop = await startShop(sandboxClient(sandbox), html);
    browser = await chromium.launch({
      // The browser suite's Chromium.
      executablePath: HEADLESS_SHELL_PATH,
      args: [...TEST_BROWSER_ARGS],
    });
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => shop?.server.close(resolve));
    await sandbox?.close();
  });

  /** Opens the shop, clicks the PayPal button, and returns the approval window and the page. */
  async function openApproval(): Promise<{ page: Page; popup: Page }> {
    const page = await browser.newPage();
    await page.goto(shop.url);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'PayPal' }).click(),
    ]);
    await popup.waitForURL(/\/checkoutnow\?token=/);
    return { page, popup };
  }
  const log = (page: Page) => page.evaluate(() => (globalThis as unknown as { log: unknown[][] }).log);
  const until = async (page: Page, entries: number) => {
    await page.waitForFunction((n) => (globalThis as unknown as { log: unknown[] }).log.length >= n, entries);
    return log(page);
  };

  it('loads through paypal-js loadScript({ sdkBaseUrl }); Pay Now approves, onApprove captures', async () => {
    const { page, popup } = await openApproval();
    await popup.getByText('$300.00 USD').waitFor();
    await popup.getByRole('button', { name: 'Pay Now' }).click();
    const [[event, orderId, status]] = await until(page, 1);
    expect([event, status]).toEqual(['approved', 'COMPLETED']);
    expect(sandbox.store.orders.get(orderId as string)?.status).toBe('COMPLETED');
    await page.close();
  }, 30_000);

  it('reports Cancel, and a closed window, through onCancel', async () => {
    const first = await openApproval();
    await first.popup.getByRole('button', { name: 'Cancel and return' }).click();
    expect((await until(first.page, 1))[0][0]).toBe('cancelled');
    await first.page.close();
    const second = await openApproval();
    await second.popup.close();
    expect((await until(second.page, 1))[0][0]).toBe('cancelled');
    await second.page.close();
  }, 30_000);

  it('lets the buyer pick a decline at capture, which the capture reports as INSTRUMENT_DECLINED', async () => {
    const { page, popup } = await openApproval();
    await popup.getByRole('button', { name: 'Approve, then decline at capture' }).click();
    expect((await until(page, 1))[0]).toEqual(['approved', expect.any(String), 'INSTRUMENT_DECLINED']);
    await page.close();
  }, 30_000);

  it('calls onError when createOrder fails', async () => {
    const page = await browser.newPage();
    await page.goto(shop.url);
    await page.route('**/create', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'PayPal' }).click();
    expect((await until(page, 1))[0]).toEqual(['error', 'Expected an order id to be passed']);
    await page.close();
  }, 30_000);
});
