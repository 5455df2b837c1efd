export * from './money';
export * from './price-table';
export * from './pricing';
export * from './shown-prices';
export * from './payment-plans';
export * from './price-lines';
export * from './cancellation-refund';
export * from './promo-discount';
