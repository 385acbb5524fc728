export * from './label-set';
export * from './operation-log-labels';
export * from './sku-labels';
