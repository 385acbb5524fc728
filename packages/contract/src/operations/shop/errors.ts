import { defineErrors } from '../../core/error-codes';

/** Refusals of the merchant's shop connections, their SKU mappings and failed shop orders (1800–1819). */
export const shopErrors = defineErrors({
  SHOP_CONNECTION_NOT_FOUND: {
    code: 1800,
    status: 404,
    en: 'The shop connection does not exist',
    zh_CN: '店铺连接不存在',
  },
  SHOP_CONNECTION_LIMIT: {
    code: 1801,
    status: 200,
    en: 'At most {max} shop connections can be added',
    zh_CN: '最多可添加 {max} 个店铺连接',
  },
  SHOP_CONNECTION_NAME_TAKEN: {
    code: 1802,
    status: 200,
    en: 'A shop connection with this name already exists',
    zh_CN: '已存在同名的店铺连接',
  },
  SHOP_URL_NOT_ALLOWED: {
    code: 1803,
    status: 200,
    en: 'The shop address must start with https:// and name a public host',
    zh_CN: '店铺地址须以 https:// 开头，且为公网地址',
  },
  SHOP_NOT_CALLED: {
    code: 1804,
    status: 200,
    en: 'A {platform} shop reaches the portal itself: the portal does not call it',
    zh_CN: '{platform} 店铺主动连接本系统：本系统不调用该店铺',
  },
  SHOP_CONNECTION_NOT_ACTIVE: {
    code: 1805,
    status: 200,
    en: 'The connection is paused or needs attention: resume it first',
    zh_CN: '该连接已暂停或需要处理：请先恢复',
  },
  SHOP_SKU_UNKNOWN: {
    code: 1806,
    status: 200,
    en: 'SKU or package {sku} does not exist',
    zh_CN: 'SKU 或组合商品 {sku} 不存在',
  },
  SHOP_SKU_MAPPING_NOT_FOUND: {
    code: 1807,
    status: 404,
    en: 'The SKU mapping does not exist',
    zh_CN: 'SKU 映射不存在',
  },
  SHOP_ORDER_NOT_FOUND: {
    code: 1808,
    status: 404,
    en: 'The shop order does not exist',
    zh_CN: '店铺订单不存在',
  },
  SHOP_ORDER_ALREADY_IMPORTED: {
    code: 1809,
    status: 200,
    en: 'The shop order has already been imported',
    zh_CN: '该店铺订单已导入',
  },
  SHOP_LINE_UNMAPPED: {
    code: 1810,
    status: 200,
    en: 'Shop SKU {sku} ({title}) matches no SKU of the portal: add a SKU mapping',
    zh_CN: '店铺 SKU {sku}（{title}）未匹配到系统 SKU：请添加 SKU 映射',
  },
  SHOP_LINE_WITHOUT_SKU: {
    code: 1811,
    status: 200,
    en: 'The line {title} has no SKU at the shop: give the product a SKU there',
    zh_CN: '商品 {title} 在店铺中没有 SKU：请在店铺中为其设置 SKU',
  },
});
