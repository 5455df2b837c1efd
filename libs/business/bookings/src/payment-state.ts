import type { PaymentState } from '@app/contracts';
import type { BookingEntity } from './entities/booking.entity';

type Amounts = Pick<BookingEntity, 'paymentStatus' | 'amountPaidCents' | 'finalCents'>;

/**
 * The admin table's Payment column, from the booking's money: Refunded once money went back and nothing is kept (or
 * the booking was cancelled with a refund: the lifecycle marks both `refunded`); Paid when what was paid covers the
 * final price (a free booking's completion counts); Deposit when part is paid; otherwise Unpaid.
 */
export function paymentStateOf(b: Amounts): PaymentState {
  if (b.paymentStatus === 'refunded') return 'refunded';
  const covered = b.amountPaidCents >= b.finalCents;
  if (covered && (b.amountPaidCents > 0 || b.paymentStatus === 'completed')) return 'paid';
  return b.amountPaidCents > 0 ? 'deposit' : 'unpaid';
}
