import { defineErrors } from '../../core/error-codes';

/** Refusals of the SKU area. */
export const productErrors = defineErrors({
  SKU_EXISTS: { code: 1019, status: 200, en: 'SKU already exists', zh_CN: 'SKU已存在' },
  UPC_EXISTS: { code: 1020, status: 200, en: 'UPC already exists', zh_CN: '条码已存在' },
  SKU_IN_USE: {
    code: 1021,
    status: 200,
    en: 'SKUs in use by packing lists or orders cannot be deleted',
    zh_CN: '已被装箱单或订单使用的SKU不能删除',
  },
  SKU_HAS_STOCK: {
    code: 1022,
    status: 200,
    en: 'SKUs with stock in a warehouse cannot be deleted',
    zh_CN: '仓库中仍有库存的SKU不能删除',
  },
  SKU_NOT_FOUND: { code: 1023, status: 404, en: 'SKU code does not exist', zh_CN: 'SKU编码不存在' },
  SETTING_NOT_ENABLED: {
    code: 1027,
    status: 403,
    en: 'This setting must be enabled by customer service first',
    zh_CN: '该设置需先由客服开通',
  },
  /** A code held by a package, whether a SKU or a package asks for it (SKUs and packages share codes). */
  PACKAGE_EXISTS: { code: 1045, status: 200, en: 'Package code already exists', zh_CN: '组合商品编码已存在' },
  /** An edit of a package's components while an order not yet shipped or canceled holds it (blockers: its code). */
  PACKAGE_ON_OPEN_ORDERS: {
    code: 1046,
    status: 200,
    en: 'The components of a package on orders not yet shipped cannot be changed',
    zh_CN: '未发货订单中的组合商品不能修改组件',
  },
  /** A code held by the merchant's own packaging (SKUs, packages and packaging share codes). */
  PACKAGING_EXISTS: { code: 1050, status: 200, en: 'Packaging code already exists', zh_CN: '包材编码已存在' },
  /** An order asking for more of the merchant's packaging than the warehouse has available (at submit). */
  INSUFFICIENT_PACKAGING: {
    code: 1051,
    status: 200,
    en: 'Insufficient packaging {code}: {available} available, {requested} requested',
    zh_CN: '包材 {code} 库存不足：可用 {available}，需要 {requested}',
  },
  /** Deleting packaging with on hand or locked stock in some warehouse (blockers: the items' codes). */
  PACKAGING_HAS_STOCK: {
    code: 1052,
    status: 200,
    en: 'Packaging with stock in a warehouse cannot be deleted',
    zh_CN: '仓库中仍有库存的包材不能删除',
  },
  /** Deleting packaging an order not yet shipped or canceled asks for (blockers: the items' codes). */
  PACKAGING_ON_OPEN_ORDERS: {
    code: 1053,
    status: 200,
    en: 'Packaging on orders not yet shipped cannot be deleted',
    zh_CN: '未发货订单使用的包材不能删除',
  },
  /** Deleting packaging declared on or received with an inbound booking not yet shelved (blockers: the items' codes). */
  PACKAGING_ON_OPEN_BOOKINGS: {
    code: 1054,
    status: 200,
    en: 'Packaging declared on or received with inbound bookings not yet shelved cannot be deleted',
    zh_CN: '未上架入库预约中申报或收到的包材不能删除',
  },
  SKU_IMMUTABLE: {
    code: 1034,
    status: 200,
    en: 'The SKU code cannot be changed once created',
    zh_CN: 'SKU编码创建后不能修改',
  },
});
