export * from './payment.entity';
export * from './payment-refund.entity';
export * from './paypal-webhook-event.entity';
export * from './refund-request.entity';
