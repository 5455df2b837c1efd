import { PAYMENT_MESSAGES } from '@app/contracts';
import { apiError, PayPalError } from './paypal-error';

const unprocessable = (issue: string) => ({
  name: 'UNPROCESSABLE_ENTITY',
  message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  details: [{ issue, description: '...' }],
  debug_id: 'f00d',
});

describe('PayPalError → docs/product/errors.md#errors messages', () => {
  it.each([
    ['create', 422, unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE'), PAYMENT_MESSAGES.createOrderFailed],
    ['create', 503, { name: 'SERVICE_UNAVAILABLE' }, PAYMENT_MESSAGES.serviceUnavailable],
    ['capture', 422, unprocessable('INSTRUMENT_DECLINED'), PAYMENT_MESSAGES.failed],
    ['capture', 422, unprocessable('ORDER_NOT_APPROVED'), PAYMENT_MESSAGES.failed],
    ['capture', 401, { name: 'AUTHENTICATION_FAILURE' }, PAYMENT_MESSAGES.serviceUnavailable],
    ['setup', 400, {}, PAYMENT_MESSAGES.serviceUnavailable],
  ] as const)('%s answered %i %j → %s', (stage, status, body, message) => {
    expect(apiError(stage, status, body).userMessage).toBe(message);
  });

  it("carries PayPal's error name, the detail's issue and the debug id; code is the more precise", () => {
    const err = apiError('capture', 422, unprocessable('INSTRUMENT_DECLINED'));
    expect(err).toMatchObject({ status: 422, errorName: 'UNPROCESSABLE_ENTITY', issue: 'INSTRUMENT_DECLINED' });
    expect(err).toMatchObject({ code: 'INSTRUMENT_DECLINED', debugId: 'f00d', unavailable: false });
    expect(apiError('read', 404, { name: 'RESOURCE_NOT_FOUND' }).code).toBe('RESOURCE_NOT_FOUND');
    expect(new PayPalError('network', 'capture', 'reset').code).toBe('NETWORK');
  });
});
