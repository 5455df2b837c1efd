import { paypalError } from './sandbox-errors';
import type { SandboxOrder } from './sandbox-store';

type Json = Record<string, unknown>;
const MONEY_VALUE = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;
const CURRENCY = /^[A-Z]{3}$/;

/**
 * The checks PayPal makes on a create-order body that matter to us, with PayPal's answers: a missing intent or
 * purchase unit, a malformed amount (400), a zero or over-precise amount (422). Deeper schema checks are the
 * contract tests' job (Ajv against PayPal's files).
 */
export function readOrderRequest(body: unknown): { intent: string; unit: SandboxOrder['unit'] } {
  const request = (body ?? {}) as Json;
  const missing = (field: string) =>
    paypalError(400, 'orders', 'MISSING_REQUIRED_PARAMETER', { field, location: 'body' });
  const invalid = (field: string, value: unknown) =>
    paypalError(400, 'orders', 'INVALID_PARAMETER_VALUE', { field, value: String(value), location: 'body' });
  if (request.intent === undefined) throw missing('/intent');
  if (request.intent !== 'CAPTURE' && request.intent !== 'AUTHORIZE') throw invalid('/intent', request.intent);
  const units = request.purchase_units;
  if (!Array.isArray(units) || units.length === 0) throw missing('/purchase_units');
  if (units.length > 1) throw invalid('/purchase_units', units.length);
  const unit = units[0] as Json;
  const amount = unit.amount as Json | undefined;
  const at = "/purchase_units/@reference_id=='default'/amount";
  if (!amount) throw missing(at);
  if (typeof amount.currency_code !== 'string' || !CURRENCY.test(amount.currency_code)) {
    throw invalid(`${at}/currency_code`, amount.currency_code);
  }
  const value = amount.value;
  if (typeof value !== 'string' || !MONEY_VALUE.test(value)) {
    throw paypalError(400, 'orders', 'INVALID_PARAMETER_SYNTAX', {
      field: `${at}/value`,
      value: String(value),
      location: 'body',
    });
  }
  if (Number(value) <= 0)
    throw paypalError(422, 'orders', 'CANNOT_BE_ZERO_OR_NEGATIVE', { field: `${at}/value`, value, location: 'body' });
  if (/\.\d{3,}$/.test(value))
    throw paypalError(422, 'orders', 'DECIMAL_PRECISION', { field: `${at}/value`, value, location: 'body' });
  const text = (name: string) => (typeof unit[name] === 'string' ? { [name]: unit[name] as string } : {});
  return {
    intent: request.intent,
    unit: {
      reference_id: typeof unit.reference_id === 'string' ? unit.reference_id : 'default',
      amount: { currency_code: amount.currency_code, value },
      ...text('custom_id'),
      ...text('invoice_id'),
      ...text('description'),
    },
  };
}

/** A refund body's amount, when it has one: the same syntax rules. */
export function readRefundRequest(body: unknown): {
  amount?: { currency_code: string; value: string };
  invoice_id?: string;
  note_to_payer?: string;
} {
  const request = (body ?? {}) as Json;
  const amount = request.amount as Json | undefined;
  if (amount && (typeof amount.value !== 'string' || !MONEY_VALUE.test(amount.value))) {
    throw paypalError(400, 'refund', 'INVALID_PARAMETER_SYNTAX', { field: '/amount/value', location: 'body' });
  }
  return {
    ...(amount ? { amount: { currency_code: String(amount.currency_code), value: String(amount.value) } } : {}),
    ...(typeof request.invoice_id === 'string' ? { invoice_id: request.invoice_id } : {}),
    ...(typeof request.note_to_payer === 'string' ? { note_to_payer: request.note_to_payer } : {}),
  };
}
