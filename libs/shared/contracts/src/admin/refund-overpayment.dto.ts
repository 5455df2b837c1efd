import type { RefundOverpaymentRequest } from '../bookings/change-booking.contract';
import { OptionalRefundDollars } from './cancel-booking.dto';

/** POST /api/admin/bookings/:id/refund-overpayment: dollars as the cancel form's refund takes them. */
export class RefundOverpaymentDto implements RefundOverpaymentRequest {
  @OptionalRefundDollars()
  amount?: string;
}
