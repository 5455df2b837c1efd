import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { dollarsToCents } from '@app/pricing';
import { OutboxService } from '@app/queue';
import { PaymentEntity } from './entities/payment.entity';
import { PayPalWebhookEventEntity } from './entities/paypal-webhook-event.entity';
import { PaymentLedger } from './payment-ledger';
import { PaymentsException } from './payments.exception';
import { PayPalClient, WebhookHeaders } from './paypal-client';
import { RefundRequests } from './refund-requests';
import type { PayPalWebhookEvent } from './paypal-types';

/** The event types we act on; PayPal sends others to a webhook that subscribes to all, and they are acknowledged. */
const PAYPAL_EVENTS = {
  approved: 'CHECKOUT.ORDER.APPROVED',
  completed: 'PAYMENT.CAPTURE.COMPLETED',
  pending: 'PAYMENT.CAPTURE.PENDING',
  denied: 'PAYMENT.CAPTURE.DENIED',
  declined: 'PAYMENT.CAPTURE.DECLINED',
  refunded: 'PAYMENT.CAPTURE.REFUNDED',
  reversed: 'PAYMENT.CAPTURE.REVERSED',
} as const;

type Resource = Record<string, unknown> & {
  id?: string;
  status?: string;
  amount?: { value?: string };
  create_time?: string;
  custom_id?: string;
  invoice_id?: string;
  links?: { href?: string; rel?: string }[];
  supplementary_data?: { related_ids?: { order_id?: string } };
};

/**
 * POST /api/paypal/webhook: PayPal's word on what happened to a payment, when the browser never reported it (the tab
 * closed after approval), or after it did (a pending capture settling, a refund made in PayPal's dashboard, a
 * reversal). Every event is verified with PayPal's verify API, and handled once by its id: the event's row is written
 * in the transaction of its effect, so a redelivery finds it and changes nothing.
 */
@Injectable()
export class PayPalWebhooksService {
  private readonly logger = new Logger('PayPalWebhooks');

  constructor(
    private readonly dataSource: DataSource,
    private readonly paypal: PayPalClient,
    private readonly ledger: PaymentLedger,
    private readonly outbox: OutboxService,
    private readonly refunds: RefundRequests,
  ) {}

  async receive(headers: WebhookHeaders, event: PayPalWebhookEvent): Promise<void> {
    let genuine: boolean;
    try {
      genuine = Boolean(event?.id) && (await this.paypal.verifyWebhookSignature(headers, event));
    } catch {
      // PayPal could not say: a 503 makes PayPal deliver the event again later.
      throw new PaymentsException('PAYPAL_UNAVAILABLE', M.serviceUnavailable);
    }
    if (!genuine) throw new PaymentsException('WEBHOOK_SIGNATURE_INVALID', M.webhookSignatureInvalid);

    const resource = (event.resource ?? {}) as Resource;
    await this.dataSource.transaction(async (manager) => {
      const first = await manager
        .createQueryBuilder()
        .insert()
        .into(PayPalWebhookEventEntity)
        .values({ id: event.id!, eventType: event.event_type ?? 'UNKNOWN', resourceId: resource.id ?? null })
        .orIgnore()
        .returning(['id'])
        .execute();
      if ((first.raw as unknown[]).length === 0) return; // handled before: a redelivery or a resend
      await this.handle(manager, event.event_type ?? '', resource);
    });
  }

  private async handle(manager: EntityManager, type: string, resource: Resource): Promise<void> {
    switch (type) {
      case PAYPAL_EVENTS.approved: {
        const payment = await manager.findOneBy(PaymentEntity, { paypalOrderId: resource.id });
        // The browser normally captures within seconds; a delayed job captures if it never does.
        if (payment?.status === 'created') {
          await this.outbox.record(manager, 'payment.approved', {
            paymentId: payment.id,
            bookingId: payment.bookingId,
          });
        }
        return;
      }
      case PAYPAL_EVENTS.completed: {
        const payment = await this.paymentOfCapture(manager, resource);
        if (!payment || dollarsToCents(resource.amount?.value ?? '') !== payment.amountCents) {
          return this.ignore(type, resource, 'no payment of ours with that capture and amount');
        }
        await this.ledger.land(manager, payment, {
          captureId: resource.id!,
          capturedAt: resource.create_time ? new Date(resource.create_time) : new Date(),
        });
        return;
      }
      case PAYPAL_EVENTS.pending: {
        const payment = await this.paymentOfCapture(manager, resource);
        if (payment && ['created', 'capturing'].includes(payment.status)) {
          await manager.update(PaymentEntity, { id: payment.id }, { status: 'pending', captureId: resource.id! });
        }
        return;
      }
      case PAYPAL_EVENTS.denied:
      case PAYPAL_EVENTS.declined: {
        const payment = await this.paymentOfCapture(manager, resource);
        if (payment) await this.ledger.fail(manager, payment, resource.status ?? type);
        return;
      }
      case PAYPAL_EVENTS.refunded:
      case PAYPAL_EVENTS.reversed: {
        // The resource is the refund; its "up" link is the capture it gave money back from.
        const captureId = resource.links
          ?.find((l) => l.rel === 'up')
          ?.href?.split('/')
          .pop();
        const payment = captureId ? await manager.findOneBy(PaymentEntity, { captureId }) : null;
        const amountCents = dollarsToCents(resource.amount?.value ?? '');
        if (!payment || !resource.id || !amountCents) {
          return this.ignore(type, resource, 'no captured payment of ours for that refund');
        }
        const made = {
          refundId: resource.id,
          amountCents,
          refundedAt: resource.create_time ? new Date(resource.create_time) : new Date(),
        };
        // A cancellation's refund (its request's invoice id) is recorded as the asker's, once, whether this or
        // PayPal's answer to the refund call comes first; any other is PayPal's own report.
        if (
          type === PAYPAL_EVENTS.refunded &&
          (await this.refunds.settleReported(manager, resource.invoice_id, made))
        ) {
          return;
        }
        await this.ledger.refund(manager, payment, {
          ...made,
          kind: type === PAYPAL_EVENTS.reversed ? 'reversal' : 'refund',
        });
        return;
      }
      default:
        return;
    }
  }

  /** The payment a capture event is about: by capture id once known, else by its order (supplementary data). */
  private async paymentOfCapture(manager: EntityManager, capture: Resource): Promise<PaymentEntity | null> {
    const byCapture = capture.id ? await manager.findOneBy(PaymentEntity, { captureId: capture.id }) : null;
    const orderId = capture.supplementary_data?.related_ids?.order_id;
    return byCapture ?? (orderId ? manager.findOneBy(PaymentEntity, { paypalOrderId: orderId }) : null);
  }

  private ignore(type: string, resource: Resource, why: string): void {
    this.logger.warn({ type, resourceId: resource.id }, `PayPal webhook ignored: ${why}`);
  }
}
