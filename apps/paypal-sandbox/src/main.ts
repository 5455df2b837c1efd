import { LOCAL_PAYPAL } from '@app/config';
import { PayPalSandbox } from '@app/paypal-sandbox';

/**
 * The local PayPal sandbox as a process (`npm start` runs it when no PayPal credentials are configured; the e2e suite
 * runs it too). Settings: PAYPAL_SANDBOX_PORT (default 8790), PAYPAL_SANDBOX_HOST (127.0.0.1), PAYPAL_WEBHOOK_URL
 * (where webhooks go), PAYPAL_WEBHOOK_ID. Never in production: it would accept fake payments.
 */
async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    process.stderr.write(
      'The local PayPal sandbox never runs in production (NODE_ENV=production): configure PAYPAL_*.\n',
    );
    process.exit(1);
  }
  const sandbox = new PayPalSandbox({
    webhookUrl: process.env.PAYPAL_WEBHOOK_URL || undefined,
    webhookId: process.env.PAYPAL_WEBHOOK_ID || LOCAL_PAYPAL.webhookId,
  });
  const url = await sandbox.listen(
    Number(process.env.PAYPAL_SANDBOX_PORT || LOCAL_PAYPAL.port),
    process.env.PAYPAL_SANDBOX_HOST || '127.0.0.1',
  );
  process.stdout.write(`${JSON.stringify({ level: 30, msg: `PayPal sandbox ready at ${url} (state in memory)` })}\n`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Started by the launcher with an IPC channel: when the launcher dies, so do we.
  process.on('disconnect', stop);
}

void main().catch((err: unknown) => {
  process.stderr.write(`PayPal sandbox failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
