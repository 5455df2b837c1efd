import type {
  Booking,
  CompleteFreeBookingRequest,
  CreatePayPalOrderRequest,
  PaymentCaptureResult,
  PayPalCompleteRequest,
  PayPalCompleteResponse,
  PayPalOrderCreated,
  PayPalSetup,
} from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api-client';
import { paymentKeys } from './keys';

/**
 * `token`: the booking's signed link, when the payment is made from a page opened with it; the server then lets this
 * booking's payment through without a session or owner cookie.
 */
type Token = string | null | undefined;

/**
 * docs/product/api.md#the-api GET /paypal/setup: the client token and what the SDK loader needs (the sandbox's URL
 * locally).
 */
export const payPalSetupQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.paypalSetup(),
    queryFn: () => api.get<PayPalSetup>('/paypal/setup'),
    staleTime: 300_000,
  });

/** The server prices the order itself; our amount only has to agree (else 422 with its figures). */
export const createPayPalOrder = (body: CreatePayPalOrderRequest, idempotencyKey: string, token?: Token) =>
  api.post<PayPalOrderCreated>(withQuery('/paypal/order', { token }), body, idempotencyKey);

export const capturePayPalOrder = (orderId: string, idempotencyKey: string, token?: Token) =>
  api.post<PaymentCaptureResult>(
    withQuery(`/paypal/order/${encodeURIComponent(orderId)}/capture`, { token }),
    undefined,
    idempotencyKey,
  );

/**
 * Ours: the payment of an order as the server knows it, asking PayPal when it is unsure; what the dialog polls while
 * PayPal holds the capture or the capture's answer was lost. Never fresh: each look asks again.
 */
export const paymentOutcomeQueryOptions = (orderId: string, token?: Token) =>
  queryOptions({
    queryKey: paymentKeys.paypalOrder(orderId),
    queryFn: () => api.get<PaymentCaptureResult>(`/paypal/order/${encodeURIComponent(orderId)}`, { token }),
    staleTime: 0,
  });

export const completePayPalPayment = (body: PayPalCompleteRequest, idempotencyKey: string, token?: Token) =>
  api.post<PayPalCompleteResponse>(withQuery('/api/paypal-complete', { token }), body, idempotencyKey);

/**
 * docs/product/api.md#the-api free-booking path: accepted only when the server's own promo computation makes the
 * booking free.
 */
export const completeFreeBooking = (
  bookingId: string,
  body: CompleteFreeBookingRequest,
  idempotencyKey: string,
  token?: Token,
) => api.patch<Booking>(withQuery(`/api/bookings/${encodeURIComponent(bookingId)}`, { token }), body, idempotencyKey);
