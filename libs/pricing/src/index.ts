export * from './money';
export * from './price-table';
export * from './pricing';
