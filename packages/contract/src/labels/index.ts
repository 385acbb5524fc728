export * from './label-set';
export * from './sku-labels';
