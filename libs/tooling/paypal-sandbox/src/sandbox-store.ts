import { paypalError } from './sandbox-errors';
import { paypalId, paypalTime, toCents, toValue } from './sandbox-ids';

/** What the buyer picked in the approval window: a normal approval, or a failure to rehearse. */
export const APPROVAL_OUTCOMES = ['approve', 'decline', 'pending', 'network-error'] as const;
export type ApprovalOutcome = (typeof APPROVAL_OUTCOMES)[number];

/**
 * "Network error at capture" is a short outage: the capture's connection drops this many times, then PayPal answers.
 * Six is two capture calls of a client that tries three times (ours): the capture and its first retry are lost, and
 * a later one (a poll, a retry, the worker) captures.
 */
const NETWORK_ERROR_DROPS = 6;

type Json = Record<string, unknown>;
type Money = { currency_code: string; value: string };

export interface SandboxOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  unit: { reference_id: string; amount: Money; custom_id?: string; invoice_id?: string; description?: string };
  outcome?: ApprovalOutcome;
  /** Capture connections still to drop ('network-error'). */
  drops?: number;
  cancelled?: boolean;
  captureId?: string;
  createTime: string;
  updateTime: string;
}

export interface SandboxCapture {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: Money;
  refundedCents: number;
  custom_id?: string;
  invoice_id?: string;
  createTime: string;
  updateTime: string;
}

const PAYER = {
  name: { given_name: 'Sandbox', surname: 'Buyer' },
  email_address: 'buyer@sandbox.example',
  payer_id: 'QSANDBXBUYER7',
  address: { country_code: 'US' },
};

/**
 * The sandbox's PayPal: orders, captures and refunds in memory (nothing survives a restart), with the state rules
 * PayPal applies to them. Representations are built as PayPal returns them.
 */
export class SandboxStore {
  readonly orders = new Map<string, SandboxOrder>();
  readonly captures = new Map<string, SandboxCapture>();
  readonly refunds = new Map<string, Json>();

  constructor(private readonly baseUrl: () => string) {}

  createOrder(intent: string, unit: SandboxOrder['unit']): SandboxOrder {
    const now = paypalTime();
    const order: SandboxOrder = { id: paypalId(), status: 'CREATED', intent, unit, createTime: now, updateTime: now };
    this.orders.set(order.id, order);
    return order;
  }

  order(id: string): SandboxOrder {
    const order = this.orders.get(id);
    if (!order) throw paypalError(404, 'orders', 'INVALID_RESOURCE_ID', { location: 'path', field: 'id', value: id });
    return order;
  }

  approve(id: string, outcome: ApprovalOutcome): SandboxOrder {
    const order = this.order(id);
    if (order.status === 'CREATED') {
      const drops = outcome === 'network-error' ? NETWORK_ERROR_DROPS : 0;
      Object.assign(order, { status: 'APPROVED', outcome, drops, updateTime: paypalTime() });
    }
    return order;
  }

  cancel(id: string): SandboxOrder {
    const order = this.order(id);
    if (order.status !== 'COMPLETED') order.cancelled = true;
    return order;
  }

  /** Captures an approved order by the buyer's chosen outcome; the caller drops the connections of 'network-error'. */
  capture(order: SandboxOrder): SandboxCapture {
    if (order.status === 'COMPLETED') throw paypalError(422, 'capture', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED' || order.cancelled) throw paypalError(422, 'capture', 'ORDER_NOT_APPROVED');
    if (order.outcome === 'decline') throw paypalError(422, 'capture', 'INSTRUMENT_DECLINED');
    const invoice = order.unit.invoice_id;
    if (invoice && [...this.captures.values()].some((c) => c.invoice_id === invoice && c.status !== 'DECLINED')) {
      throw paypalError(422, 'capture', 'DUPLICATE_INVOICE_ID');
    }
    const now = paypalTime();
    const capture: SandboxCapture = {
      id: paypalId(),
      orderId: order.id,
      status: order.outcome === 'pending' ? 'PENDING' : 'COMPLETED',
      amount: order.unit.amount,
      refundedCents: 0,
      custom_id: order.unit.custom_id,
      invoice_id: invoice,
      createTime: now,
      updateTime: now,
    };
    this.captures.set(capture.id, capture);
    Object.assign(order, { status: 'COMPLETED', captureId: capture.id, updateTime: now });
    return capture;
  }

  /** A pending capture settles: completed, or denied by the funding source. */
  settle(captureId: string, outcome: 'COMPLETED' | 'DENIED'): SandboxCapture {
    const capture = this.captures.get(captureId);
    if (!capture) throw paypalError(404, 'refund', 'INVALID_RESOURCE_ID', { location: 'path', field: 'capture_id' });
    if (capture.status === 'PENDING') {
      Object.assign(capture, { status: outcome === 'DENIED' ? 'DECLINED' : 'COMPLETED', updateTime: paypalTime() });
    }
    return capture;
  }

  refund(captureId: string, body: { amount?: Money; invoice_id?: string; note_to_payer?: string }): Json {
    const capture = this.captures.get(captureId);
    if (!capture)
      throw paypalError(404, 'refund', 'INVALID_RESOURCE_ID', {
        location: 'path',
        field: 'capture_id',
        value: captureId,
      });
    if (capture.status === 'PENDING') throw paypalError(422, 'refund', 'PENDING_CAPTURE');
    if (capture.status === 'REFUNDED') throw paypalError(422, 'refund', 'CAPTURE_FULLY_REFUNDED');
    if (capture.status === 'DECLINED') throw paypalError(422, 'refund', 'REFUND_NOT_ALLOWED');
    const remaining = toCents(capture.amount.value) - capture.refundedCents;
    const cents = body.amount ? toCents(body.amount.value) : remaining;
    if (cents <= 0)
      throw paypalError(422, 'refund', 'CANNOT_BE_ZERO_OR_NEGATIVE', { field: '/amount/value', location: 'body' });
    if (cents > remaining)
      throw paypalError(422, 'refund', 'REFUND_AMOUNT_EXCEEDED', { field: '/amount/value', location: 'body' });
    capture.refundedCents += cents;
    capture.status = capture.refundedCents === toCents(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.updateTime = paypalTime();
    const id = paypalId();
    const refund: Json = {
      id,
      status: 'COMPLETED',
      amount: { currency_code: capture.amount.currency_code, value: toValue(cents) },
      ...(body.invoice_id ? { invoice_id: body.invoice_id } : {}),
      ...(body.note_to_payer ? { note_to_payer: body.note_to_payer } : {}),
      ...(capture.custom_id ? { custom_id: capture.custom_id } : {}),
      create_time: capture.updateTime,
      update_time: capture.updateTime,
      links: [
        { href: `${this.baseUrl()}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
        { href: `${this.baseUrl()}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    };
    this.refunds.set(id, refund);
    return refund;
  }

  /** The order as GET /v2/checkout/orders/{id} returns it. */
  orderJson(order: SandboxOrder): Json {
    const base = this.baseUrl();
    const capture = order.captureId ? this.captures.get(order.captureId) : undefined;
    const approved = order.status !== 'CREATED';
    const links =
      order.status === 'COMPLETED'
        ? [{ href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }]
        : [
            { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
            { href: `${base}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
            { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
            { href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
          ];
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...(approved
        ? {
            payment_source: {
              paypal: {
                email_address: PAYER.email_address,
                account_id: PAYER.payer_id,
                account_status: 'VERIFIED',
                name: PAYER.name,
                address: PAYER.address,
              },
            },
            payer: PAYER,
          }
        : {}),
      purchase_units: [
        {
          ...order.unit,
          payee: { email_address: 'merchant@sandbox.example', merchant_id: 'QSANDBXMERCH2' },
          ...(capture ? { payments: { captures: [this.captureJson(capture)] } } : {}),
        },
      ],
      create_time: order.createTime,
      update_time: order.updateTime,
      links,
    };
  }

  /** A capture as it appears in an order and in PAYMENT.CAPTURE.* webhooks. */
  captureJson(capture: SandboxCapture, withOrder = false): Json {
    const base = this.baseUrl();
    return {
      id: capture.id,
      status: capture.status,
      ...(capture.status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
      amount: capture.amount,
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
      ...(capture.custom_id ? { custom_id: capture.custom_id } : {}),
      ...(capture.invoice_id ? { invoice_id: capture.invoice_id } : {}),
      ...(withOrder ? { supplementary_data: { related_ids: { order_id: capture.orderId } } } : {}),
      create_time: capture.createTime,
      update_time: capture.updateTime,
      links: [
        { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
        { href: `${base}/v2/checkout/orders/${capture.orderId}`, rel: 'up', method: 'GET' },
      ],
    };
  }
}
