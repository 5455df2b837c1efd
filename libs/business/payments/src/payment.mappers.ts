import type { Payment, RefundRequestView } from '@app/contracts';
import { centsToDollars } from '@app/pricing';
import type { PaymentEntity } from './entities/payment.entity';
import type { RefundRequestEntity } from './entities/refund-request.entity';

/** A payment as the api reports it (dollar strings, ISO times; a placeholder order id reads as none). */
export const toPayment = (p: PaymentEntity): Payment => ({
  id: p.id,
  bookingId: p.bookingId,
  method: p.method,
  plan: p.plan,
  amount: centsToDollars(p.amountCents),
  refundedAmount: centsToDollars(p.refundedCents),
  status: p.status,
  orderId: p.paypalOrderId?.startsWith('pending-') ? null : p.paypalOrderId,
  captureId: p.captureId,
  capturedAt: p.capturedAt?.toISOString() ?? null,
  receivedOn: p.receivedOn,
  note: p.note,
  owedAmount: centsToDollars(p.owedCents),
  createdAt: p.createdAt.toISOString(),
});

/** A refund request as the admin's booking detail shows it. */
export const toRefundRequestView = (r: RefundRequestEntity): RefundRequestView => ({
  id: r.id,
  paymentId: r.paymentId,
  amount: centsToDollars(r.amountCents),
  requestedAt: r.createdAt.toISOString(),
  status: r.status,
  failureReason: r.failureReason,
  requestedBy: r.requestedByName,
});
