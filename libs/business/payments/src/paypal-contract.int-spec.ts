import type { PayPalSandbox } from '@app/paypal-sandbox';
import { PayPalContract, sandboxClient, startPayPalSandbox } from '@app/testing';

// The check the client's tests rely on must itself catch what PayPal would refuse (and what PayPal never answers).
describe("PayPal contract check (PayPal's OpenAPI files)", () => {
  let sandbox: PayPalSandbox;
  let contract: PayPalContract;
  let token: string;

  beforeAll(async () => {
    sandbox = await startPayPalSandbox();
    contract = new PayPalContract();
    token = await sandboxClient(sandbox).getAccessToken();
  });
  afterAll(() => sandbox.close());
  beforeEach(() => (contract.violations.length = 0));

  const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    contract.transport()(
      new Request(`${sandbox.url}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    );
  const amount = { currency_code: 'USD', value: '10.00' };

  it('flags a create-order request without intent, and the sandbox refuses it as PayPal does, in a valid error', async () => {
    const response = await send('/v2/checkout/orders', { purchase_units: [{ amount }] });
    expect(contract.violations).toEqual([
      { direction: 'request', call: 'POST /v2/checkout/orders', errors: ["body must have required property 'intent'"] },
    ]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: '/intent', issue: 'MISSING_REQUIRED_PARAMETER', location: 'body' }],
    });
  });

  it('flags a wrong enum value, a malformed amount and a PayPal-Request-Id longer than PayPal keeps', async () => {
    await send(
      '/v2/checkout/orders',
      { intent: 'SALE', purchase_units: [{ amount: { currency_code: 'USD', value: '10,00' } }] },
      { 'PayPal-Request-Id': 'x'.repeat(109) },
    );
    const [violation] = contract.violations;
    expect(violation.errors).toEqual(
      expect.arrayContaining([
        'header PayPal-Request-Id must NOT have more than 108 characters',
        'body/intent must be equal to one of the allowed values',
        expect.stringMatching(/^body\/purchase_units\/0\/amount\/value must match pattern/),
      ]),
    );
  });

  it('flags an answer PayPal would never give, and a call PayPal does not have', () => {
    const url = `${sandbox.url}/v2/checkout/orders/5O190127TN364715T`;
    expect(contract.checkResponse('GET', url, 200, { id: '5O190127TN364715T', status: 'PAID' })).toEqual(
      expect.arrayContaining(['200 body/status must be equal to one of the allowed values']),
    );
    expect(contract.checkRequest('POST', `${sandbox.url}/v2/checkout/order`, new Headers(), {})).toEqual([
      "POST /v2/checkout/order is not an operation in PayPal's OpenAPI files",
    ]);
  });

  it('passes a valid request and the sandbox answer to it', async () => {
    const response = await send('/v2/checkout/orders', { intent: 'CAPTURE', purchase_units: [{ amount }] });
    expect(response.status).toBe(201);
    expect(contract.violations).toEqual([]);
  });
});
