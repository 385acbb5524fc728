import type { IdentityTables } from '../identity/identity-tables';
import type { DashboardTables } from '../modules/dashboard/dashboard-tables';
import type { HelpTables } from '../modules/help/help-tables';
import type { InboundTables } from '../modules/inbound/inbound-tables';
import type { NoticeTables } from '../modules/notice/notice-tables';
import type { OrderTables } from '../modules/order/order-tables';
import type { ProductTables } from '../modules/product/product-tables';
import type { StorageFeeTables } from '../modules/storage-fee/storage-fee-tables';
import type { TopUpTables } from '../modules/top-up/top-up-tables';
import type { UploadTables } from '../modules/upload/upload-tables';
import type { WalletTables } from '../modules/wallet/wallet-tables';

/**
 * The tables the demo seed writes (or, for the wallet, orders, inbound bookings and storage charges, reads) directly (with fixed ids, which no API can give). The seed is the
 * one place outside its module that may name a module's table types (dependency rules).
 */
export type SeedTables = IdentityTables &
  DashboardTables &
  NoticeTables &
  UploadTables &
  ProductTables &
  Pick<WalletTables, 'wallet_transactions'> &
  Pick<OrderTables, 'orders' | 'order_lines'> &
  Pick<InboundTables, 'inbound_bookings'> &
  Pick<TopUpTables, 'top_ups'> &
  Pick<StorageFeeTables, 'storage_charges'> &
  Pick<HelpTables, 'inbound_guideline_limits' | 'inbound_guideline_texts'>;
