import type { Core } from '../../core';
import type { Db } from '../../db/database';
import type { AccountRepository } from '../../identity/account-repository';
import type { CustomerRepository } from '../../identity/customer-repository';
import type { Clock } from '../../platform/clock';
import { type CommonApi, commonApi } from '../common';
import { type ProductApi, productApi } from '../product';
import { type ProductReferenceApi, productReferenceApi } from '../product-reference';
import { OrderCountsRepository } from './order-counts-repository';
import { OrderHistoryRepository } from './order-history-repository';
import { OrderLinesRepository } from './order-lines-repository';
import { OrderListRepository } from './order-list-repository';
import type { OrderPorts } from './order-ports';
import { OrderRecipientRepository } from './order-recipient-repository';
import { OrderRepository } from './order-repository';
import { OrderRollupRepository } from './order-rollup-repository';
import { OrderTransitions } from './order-transitions';
import { orderPorts } from './order-wiring';
import { ValueAddedServiceRepository } from './value-added-service-repository';

/** What the order services are built from: the module's repositories, other modules' surfaces and the ports. */
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
  ports: OrderPorts;
}

export function orderDeps(core: Core): OrderDeps {
  const ports = orderPorts(core);
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
    transitions: new OrderTransitions(orders, history, counts, new OrderRollupRepository(core.db)),
    products: productApi(core),
    references: productReferenceApi(core),
    countries: commonApi(core),
    customers: core.customers,
    accounts: core.accounts,
    ports,
  };
}
