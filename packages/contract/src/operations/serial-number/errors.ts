import { defineErrors } from '../../core/error-codes';

/** Refusals of serial numbers (1340–1359): the import and binding them to an order line at packing. */
export const serialNumberErrors = defineErrors({
  SERIAL_NUMBER_EXISTS: {
    code: 1340,
    status: 200,
    en: 'Serial number already exists',
    zh_CN: '序列号已存在',
  },
  SERIAL_ALIAS_EXISTS: {
    code: 1341,
    status: 200,
    en: 'Alias already exists',
    zh_CN: '别名已存在',
  },
  SERIAL_NUMBER_NOT_FOUND: {
    code: 1342,
    status: 200,
    en: 'Serial number {serial} does not exist',
    zh_CN: '序列号 {serial} 不存在',
  },
  SERIAL_NUMBER_OTHER_SKU: {
    code: 1343,
    status: 200,
    en: 'Serial number {serial} belongs to SKU {actual}, not {sku}',
    zh_CN: '序列号 {serial} 属于 SKU {actual}，而不是 {sku}',
  },
  SERIAL_NUMBER_BOUND: {
    code: 1344,
    status: 200,
    en: 'Serial number {serial} is already bound to order {order}',
    zh_CN: '序列号 {serial} 已绑定订单 {order}',
  },
  SERIAL_NUMBER_SKU_NOT_ON_ORDER: {
    code: 1345,
    status: 200,
    en: 'SKU {sku} is not on this order',
    zh_CN: 'SKU {sku} 不在该订单中',
  },
  SERIAL_NUMBER_TOO_MANY: {
    code: 1346,
    status: 200,
    en: 'SKU {sku} has {given} serial numbers but only {quantity} units on the order',
    zh_CN: 'SKU {sku} 有 {given} 个序列号，但订单中只有 {quantity} 件',
  },
});
