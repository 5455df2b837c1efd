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
import { api } from '@/lib/api-client';

/** SPEC §7 GET /paypal/setup: the client token and what the SDK loader needs (the sandbox's URL locally). */
export const payPalSetupQueryOptions = () =>
  queryOptions({
    queryKey: ['paypal-setup'],
    queryFn: () => api.get<PayPalSetup>('/paypal/setup'),
    staleTime: 300_000,
  });

/** The server prices the order itself; our amount only has to agree (else 422 with its figures). */
export const createPayPalOrder = (body: CreatePayPalOrderRequest, idempotencyKey: string) =>
  api.post<PayPalOrderCreated>('/paypal/order', body, idempotencyKey);

export const capturePayPalOrder = (orderId: string, idempotencyKey: string) =>
  api.post<PaymentCaptureResult>(`/paypal/order/${encodeURIComponent(orderId)}/capture`, undefined, idempotencyKey);

/**
 * Ours (issue #26): the payment of an order as the server knows it, asking PayPal when it is unsure; what the dialog
 * polls while PayPal holds the capture or the capture's answer was lost. Never fresh: each look asks again.
 */
export const paymentOutcomeQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['paypal-order', orderId],
    queryFn: () => api.get<PaymentCaptureResult>(`/paypal/order/${encodeURIComponent(orderId)}`),
    staleTime: 0,
  });

export const completePayPalPayment = (body: PayPalCompleteRequest, idempotencyKey: string) =>
  api.post<PayPalCompleteResponse>('/api/paypal-complete', body, idempotencyKey);

/** SPEC §7 free-booking path: accepted only when the server's own promo computation makes the booking free. */
export const completeFreeBooking = (bookingId: string, body: CompleteFreeBookingRequest, idempotencyKey: string) =>
  api.patch<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}`, body, idempotencyKey);
