export * from './eu';
export * from './fee-items';
export * from './order-actions';
export * from './order-status';
export * from './shipping-quote';
