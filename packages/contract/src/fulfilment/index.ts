export * from './eu';
export * from './fee-item-names';
export * from './fee-items';
export * from './order-actions';
export * from './order-status';
export * from './service-options';
export * from './shipment';
export * from './shipping-quote';
