import type { Core } from '../../core';
import type { Db } from '../../db/database';
import type { AccountRepository } from '../../identity/account-repository';
import type { CustomerRepository } from '../../identity/customer-repository';
import type { Clock } from '../../platform/clock';
import { type CommonApi, commonApi } from '../common';
import { type InventoryApi, inventoryApi } from '../inventory';
import { type PackagingLedger, type ProductApi, packagingApi, productApi } from '../product';
import { type ProductReferenceApi, productReferenceApi } from '../product-reference';
import { type SerialNumberBinding, serialNumberBinding } from '../serial-number';
import { type WalletApi, type WalletCharges, walletApi, walletCharges } from '../wallet';
import { OrderCountsRepository } from './order-counts-repository';
import { OrderHistoryRepository } from './order-history-repository';
import { OrderLinesRepository } from './order-lines-repository';
import { OrderListRepository } from './order-list-repository';
import type { OrderRates } from './order-ports';
import { OrderRecipientRepository } from './order-recipient-repository';
import { OrderRepository } from './order-repository';
import { OrderRollupRepository } from './order-rollup-repository';
import { OrderTransitions } from './order-transitions';
import { orderRates } from './order-wiring';
import { ValueAddedServiceRepository } from './value-added-service-repository';

/**
 * What the order services are built from: the module's repositories and other modules' surfaces. Every
 * write of the stock ledger, the wallet and serial numbers takes the caller's transaction, so an
 * order's status and its stock and money move together or not at all; the order is their `reference`
 * (`orderReference`). The rate engine comes through the order's port (`order-ports.ts`).
 */
export interface OrderDeps {
  db: Db;
  clock: Clock;
  orders: OrderRepository;
  recipients: OrderRecipientRepository;
  lines: OrderLinesRepository;
  history: OrderHistoryRepository;
  list: OrderListRepository;
  counts: OrderCountsRepository;
  services: ValueAddedServiceRepository;
  transitions: OrderTransitions;
  products: ProductApi;
  references: ProductReferenceApi;
  countries: CommonApi;
  customers: CustomerRepository;
  accounts: AccountRepository;
  stock: InventoryApi;
  /** The merchant's own packaging: locked at submit, deducted at packing, released with the stock. */
  packaging: PackagingLedger;
  wallet: WalletApi;
  charges: WalletCharges;
  serialNumbers: SerialNumberBinding;
  rates: OrderRates;
}

export function orderDeps(core: Core): OrderDeps {
  const orders = new OrderRepository(core.db);
  const history = new OrderHistoryRepository(core.db);
  const counts = new OrderCountsRepository(core.db);
  return {
    db: core.db,
    clock: core.clock,
    orders,
    recipients: new OrderRecipientRepository(core.db),
    lines: new OrderLinesRepository(core.db),
    history,
    list: new OrderListRepository(core.db),
    counts,
    services: new ValueAddedServiceRepository(core.db),
    transitions: new OrderTransitions(orders, history, counts, new OrderRollupRepository(core.db), core.events),
    products: productApi(core),
    references: productReferenceApi(core),
    countries: commonApi(core),
    customers: core.customers,
    accounts: core.accounts,
    stock: inventoryApi(core),
    packaging: packagingApi(core),
    wallet: walletApi(core),
    charges: walletCharges(core),
    serialNumbers: serialNumberBinding(core),
    rates: orderRates(core),
  };
}

/** The order as the stock ledger and the wallet name what they hold and move for it. */
export function orderReference(orderId: number): { type: 'order'; id: number } {
  return { type: 'order', id: orderId };
}
