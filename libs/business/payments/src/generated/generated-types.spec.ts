import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// The generated types are committed (a fresh clone builds offline); they must be what the committed files give.
it("libs/business/payments/src/generated matches PayPal's OpenAPI files (npm run paypal:types)", () => {
  const root = join(__dirname, '..', '..', '..', '..', '..');
  const run = spawnSync(process.execPath, [join(root, 'scripts/paypal-types.mjs'), '--check'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}, 60_000);
