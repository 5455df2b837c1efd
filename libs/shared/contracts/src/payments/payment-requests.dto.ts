import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';
import { PAYMENT_PLANS, type PaymentPlan } from '@app/pricing';
import { PAYMENT_MESSAGES as M } from './payments.contract';
import type {
  CompleteFreeBookingRequest,
  CreatePayPalOrderRequest,
  PayPalCompleteRequest,
  ProcessPaymentData,
  ProcessPaymentRequest,
} from './payments.contract';
import { Rules } from '../validation/rules.decorator';
import { nestedDto, trimUpper } from '../validation/input.transforms';

/** A dollar amount as other clients send it, a number or a string ("400", "400.5", "400.50"). */
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const asText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);
const Amount = () =>
  Rules(
    Transform(asText) as PropertyDecorator,
    IsString({ message: M.amountFormat }),
    Matches(AMOUNT, { message: M.amountFormat }),
  );
/** PayPal order ids are short upper-case letters and digits. */
const OrderId = () =>
  Rules(
    IsString({ message: 'orderId must be a PayPal order id' }),
    Matches(/^[A-Z0-9-]{5,64}$/, { message: 'orderId must be a PayPal order id' }),
  );
const BookingId = () => Rules(IsUUID('all', { message: 'bookingId must be a booking id' }));
const PromoCode = () =>
  Rules(
    Transform(trimUpper) as PropertyDecorator,
    IsString({ message: 'promoCode must be text' }),
    MaxLength(64, { message: 'promoCode is too long' }),
  );

/** POST /paypal/order. */
export class CreatePayPalOrderDto implements CreatePayPalOrderRequest {
  @Amount()
  amount: string;

  @Rules(IsIn(['USD'], { message: 'currency must be USD' }))
  currency: 'USD';

  @Rules(IsIn(['CAPTURE'], { message: 'intent must be CAPTURE' }))
  intent: 'CAPTURE';

  @BookingId()
  bookingId: string;

  @Rules(IsOptional())
  @PromoCode()
  promoCode?: string | null;

  @Rules(IsIn(PAYMENT_PLANS, { message: `plan must be one of ${PAYMENT_PLANS.join(', ')}` }))
  plan: PaymentPlan;
}

/** POST /api/paypal-complete (docs/product/api.md#the-api). */
export class PayPalCompleteDto implements PayPalCompleteRequest {
  @OrderId()
  orderId: string;

  @BookingId()
  bookingId: string;

  @Rules(IsOptional())
  @PromoCode()
  promoCode: string | null;

  @Amount()
  promoDiscount: string;

  @Amount()
  finalPrice: string;

  @Amount()
  originalPrice: string;
}

/** PATCH /api/bookings/{id}, the free-booking path (docs/product/api.md#the-api). */
export class CompleteFreeBookingDto implements CompleteFreeBookingRequest {
  @PromoCode()
  promoCode: string;

  @Amount()
  promoDiscount: string;

  @Amount()
  finalPrice: string;

  @Rules(IsIn(['completed'], { message: "paymentStatus must be 'completed'" }))
  paymentStatus: 'completed';

  /** The client's clock: accepted and ignored (the completion time is the server's). */
  @Rules(
    IsOptional(),
    IsString({ message: 'paymentCompletedAt must be a date' }),
    MaxLength(40, { message: 'paymentCompletedAt must be a date' }),
  )
  paymentCompletedAt?: string;
}

/**
 * paymentData of POST /api/bookings/process-payment: a PayPal order or a promo (docs/product/api.md#the-api); `type`
 * picks which.
 */
export class ProcessPaymentDataDto {
  @Rules(IsIn(['paypal', 'promo'], { message: "paymentData.type must be 'paypal' or 'promo'" }))
  type: ProcessPaymentData['type'];

  @Rules(IsOptional())
  @OrderId()
  orderId?: string;

  @Rules(IsOptional())
  @PromoCode()
  promoCode?: string;

  @Rules(IsOptional())
  @Amount()
  originalAmount?: string;

  @Rules(IsOptional())
  @Amount()
  finalAmount?: string;

  @Rules(IsOptional())
  @Amount()
  discount?: string;
}

export class ProcessPaymentDto implements Omit<ProcessPaymentRequest, 'paymentData'> {
  @BookingId()
  bookingId: string;

  @Transform(nestedDto(ProcessPaymentDataDto))
  @Rules(IsDefined({ message: 'paymentData is required' }), ValidateNested())
  paymentData: ProcessPaymentDataDto;
}
