export * from './promo-booking';
export * from './promo-code.entity';
export * from './promo-redemption.entity';
export * from './promo-redemptions.service';
export * from './promo-rules';
export * from './promo-validation.service';
export * from './promo.exception';
export * from './promo.module';
