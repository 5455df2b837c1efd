export * from './mark-shirts-ordered.dto';
export * from './shirt-orders.contract';
