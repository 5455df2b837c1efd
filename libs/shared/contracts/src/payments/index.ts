export * from './inline-signup.dto';
export * from './offline-payment.dto';
export * from './offline-payments.contract';
export * from './payment-requests.dto';
export * from './payments.contract';
