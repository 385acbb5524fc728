import type { OperationDef } from '../core/operation';
import {
  auth,
  common,
  dashboard,
  inbound,
  inventory,
  lossOrder,
  notice,
  order,
  product,
  serialNumber,
  setting,
  topUp,
  translate,
  upload,
  user,
} from '../operations';

type Declaration = readonly [write: OperationDef, stale: readonly OperationDef[]];

/** What shows SKUs: the list, a SKU's detail and the SKU picker of orders and inbound bookings. */
const SKU_READS = [product.getProductList, product.getProductDetail, product.commonProductListForSearch];

/**
 * What each write of a merchant changes, as the reads that then show old data: after the write
 * succeeds the web refetches them (every cached page of each), wherever they are shown. A write
 * that changes nothing a read shows says so with an empty list; a test makes every merchant write
 * declare itself, so a new screen's writes cannot forget it.
 */
/** What shows orders: the list, its tab counts, an order's detail, and the SKU picker's available stock. */
const ORDER_READS = [order.getOrderList, order.getStatusCount, order.getOrderDetail];
const ORDER_AND_STOCK_READS = [...ORDER_READS, ...SKU_READS];
/** What shows inbound bookings; the inventory list also shows what submitted ones bring (in transit). */
const INBOUND_READS = [inbound.getList, inbound.getStatusCount, inbound.getDetail];
const INBOUND_AND_TRANSIT_READS = [...INBOUND_READS, inventory.getInventoryList];

const DECLARED: readonly Declaration[] = [
  [order.saveOrder, ORDER_AND_STOCK_READS],
  [order.submitOrders, ORDER_AND_STOCK_READS],
  [order.cancelOrder, ORDER_AND_STOCK_READS],
  [order.deleteOrder, ORDER_READS],
  [order.copyOrder, ORDER_READS],
  [order.replyException, ORDER_READS],
  [order.updateAddressType, ORDER_READS],
  [order.importOrder, ORDER_READS],
  // Reads sent as POST because their input does not fit a query string.
  [order.recognizeAddress, []],
  [order.getShippingOptions, []],
  [product.addProduct, SKU_READS],
  [product.deleteProduct, SKU_READS],
  [product.updateProductUrl, SKU_READS],
  [product.importProduct, SKU_READS],
  [product.importUpdateSkuTaxInfo, SKU_READS],
  [serialNumber.importSerialNumber, [serialNumber.getList]],
  [lossOrder.addComment, [lossOrder.getList, lossOrder.getDetail]],
  [topUp.submit, [topUp.getList]],
  [inbound.saveDraft, INBOUND_AND_TRANSIT_READS],
  [inbound.submit, INBOUND_AND_TRANSIT_READS],
  [inbound.withdraw, INBOUND_AND_TRANSIT_READS],
  [inbound.deleteDraft, INBOUND_READS],
  // A label PDF, a translation, an upload and a config value change nothing a read shows.
  [product.printSku, []],
  [translate.translate, []],
  [upload.uploadImage, []],
  [common.getBasicConfigValue, []],
  // Signing out drops every cached read anyway.
  [auth.logout, []],
  [
    notice.updateNoticeReadStatus,
    [notice.getNewestNotice, notice.getUnreadNoticeCount, notice.getNoticeList, dashboard.getWorkplace],
  ],
  [setting.generateCustomerApiKey, [setting.getSettingInfo]],
  [setting.changeShowTrueTrackingNumber, [setting.getSettingInfo]],
  [setting.updateOperationGuide, [user.getCurrentUser]],
  [setting.updatePwd, [setting.getSessionList]],
  [setting.endSession, [setting.getSessionList]],
  [setting.endOtherSessions, [setting.getSessionList]],
];

const STALE_READS = new Map<string, readonly OperationDef[]>(DECLARED.map(([write, stale]) => [write.id, stale]));

/** The reads a write makes stale (none for an undeclared operation). */
export function staleReadsOf(write: Pick<OperationDef, 'id'>): readonly OperationDef[] {
  return STALE_READS.get(write.id) ?? [];
}

/** Whether a write has declared what it makes stale (an empty list counts). */
export function declaresStaleReads(write: Pick<OperationDef, 'id'>): boolean {
  return STALE_READS.has(write.id);
}
