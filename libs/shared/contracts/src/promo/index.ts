export * from './promo-code.dto';
export * from './promo-period.rules';
export * from './promo.contract';
export * from './validate-promo.dto';
