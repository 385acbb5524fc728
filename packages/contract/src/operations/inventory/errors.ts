import { defineErrors } from '../../core/error-codes';

/** Refusals of the stock ledger (1250–1279): orders locking stock, staff counting it. */
export const inventoryErrors = defineErrors({
  /** Spec 8, order submit: "stock mismatch for SKU counts". */
  INSUFFICIENT_STOCK: {
    code: 1250,
    status: 200,
    en: 'Insufficient stock for SKU {sku}: {available} available, {requested} requested',
    zh_CN: 'SKU {sku} 库存不足：可用 {available}，需要 {requested}',
  },
  STOCK_COUNT_BELOW_LOCKED: {
    code: 1251,
    status: 200,
    en: 'The counted stock ({counted}) is less than the {locked} units locked in this warehouse',
    zh_CN: '盘点数量（{counted}）少于该仓库已锁定的 {locked} 件',
  },
});
