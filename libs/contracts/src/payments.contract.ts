/**
 * SPEC §8 payment messages, word for word. The api answers with them (libs/payments maps PayPal's error names onto
 * them) and the SPA shows them, so both read this one table.
 */
export const PAYMENT_MESSAGES = {
  /** Toast title when a payment fails. */
  failedTitle: 'Payment Failed',
  /** Toast body when the failure carries no message of its own. */
  failedToastFallback: 'Please try again or contact support.',
  /** The payment dialog's error state (a decline, an unapproved order, ...). */
  failed: 'Payment failed. Please try again.',
  /** Creating the PayPal order failed. */
  createOrderFailed: 'Failed to create PayPal order',
  /** PayPal cannot be reached or refuses our credentials: the button area shows this. */
  serviceUnavailable: 'Payment Service Unavailable - Please contact support to complete your booking',
} as const;
export type PaymentMessage = (typeof PAYMENT_MESSAGES)[keyof typeof PAYMENT_MESSAGES];
