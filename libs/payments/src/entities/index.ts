export * from './payment.entity';
