// Generates libs/business/payments/src/generated/*.openapi.ts from PayPal's official OpenAPI files (libs/business/payments/openapi)
// with openapi-typescript. The output is committed, so a fresh clone builds offline; `--check` fails when it is stale
// (a unit test runs that). Usage: npm run paypal:types [-- --check]
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SPECS = {
  'checkout_orders_v2.json': 'checkout-orders.openapi.ts',
  'payments_payment_v2.json': 'payments.openapi.ts',
  'notifications_webhooks_v1.json': 'webhooks.openapi.ts',
};
const check = process.argv.includes('--check');
let failed = false;
for (const [spec, output] of Object.entries(SPECS)) {
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/openapi-typescript/bin/cli.js'),
      join(root, 'libs/business/payments/openapi', spec),
      '--output',
      join(root, 'libs/business/payments/src/generated', output),
      // A field with a default is optional in what we send (the generated types would demand it otherwise).
      '--default-non-nullable',
      'false',
      ...(check ? ['--check'] : []),
    ],
    { stdio: 'inherit' },
  );
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
