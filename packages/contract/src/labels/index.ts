export * from './label-set';
export * from './sku-labels';
export * from './operation-log-labels';
