import type { Payment } from '@app/contracts';
import { centsToDollars } from '@app/pricing';
import type { PaymentEntity } from './entities/payment.entity';

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
  createdAt: p.createdAt.toISOString(),
});
