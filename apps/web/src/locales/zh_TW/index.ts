import type { DeepPartial } from '../deep-partial';
import type { Translation } from '../en';

/** A stub: untranslated keys fall back to Simplified Chinese, then English. */
export const zhTW: DeepPartial<Translation> = {
  common: { ok: '確定', cancel: '取消' },
  // Packages on orders (issue 27): the order form's picker and line, the order detail, the stock log.
  orderForm: {
    lines: {
      addSku: '新增 SKU 或組合商品',
      searchWithPackages: 'SKU、組合商品、條碼或名稱',
      packagesGroup: '組合商品',
      packageTag: '組合商品',
      packageOption: '組合商品 {{code}} {{name}}，可用 {{available}}',
      overStockPackage: '超過其組件在該倉庫可組成的 {{count}} 套：庫存到貨前無法發貨',
    },
  },
  orderDetail: {
    components: {
      title: '組合商品 {{code}} 的組件',
      sku: '組件 SKU',
      name: '名稱',
      perPackage: '每套數量',
      total: '合計數量',
    },
  },
  inventory: { log: { forPackage: '用於組合商品 {{code}}' } },
};
