export const paymentKeys = {
  paypalSetup: () => ['paypal-setup'] as const,
  paypalOrder: (orderId: string) => ['paypal-order', orderId] as const,
};
