import { randomUUID } from 'node:crypto';
import type { Core } from '../../core';
import type { DeliveredEvent } from '../../platform/events/event-outbox';
import { everyMinutes } from '../../platform/jobs/schedule';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';
import { type ProductApi, productApi } from '../product';
import { ShopCallError, type StockLevel } from './connectors/shop-connector';
import type { ShopCalls } from './shop-calls';
import type { DueStock, ShopPushRepository } from './shop-push-repository';
import type { ConnectionRow } from './shop-repository';

/** The events subscriber's name: its place in the outbox is kept under it. */
export const SHOP_STOCK_SUBSCRIBER = 'shop.stock';

/** A SKU's stock is pushed to a connection at most once in this long. */
export const STOCK_PUSH_HOLD_MS = 60_000;
/** Connections pushed per run of the job at most. */
const CONNECTIONS_PER_RUN = 20;
/** SKUs pushed per connection and run at most (the rest stay due for the next minute). */
const SKUS_PER_PUSH = 500;
/** How long a claim on a connection's push holds: an instance that died mid-push is taken over then. */
const CLAIM_MS = 5 * 60_000;

/**
 * Marks a SKU's stock as waiting on each active connection of its merchant that pushes stock from
 * the warehouse it moved in (`stock.moved`, one event per ledger movement): due now, or a minute
 * after the SKU's last push. It only marks rows; the push job calls the shops.
 */
export function shopStockSubscriber(core: Pick<Core, 'clock'>, store: ShopPushRepository, calls: ShopCalls) {
  return async (events: DeliveredEvent[]): Promise<void> => {
    const moved = events.filter((event) => event.type === 'stock.moved');
    if (!moved.length) return;
    const connections = await store.stockPushConnections(
      [...new Set(moved.map((event) => event.customerId))],
      calls.platforms(),
    );
    if (!connections.length) return;
    const rows = new Map<string, { connection_id: number; product_id: number; customer_id: number }>();
    for (const event of moved) {
      const productId = Number(event.payload.product_id);
      const warehouseId = Number(event.payload.warehouse_id);
      for (const connection of connections) {
        if (connection.customer_id !== event.customerId || connection.warehouse_id !== warehouseId) continue;
        rows.set(`${connection.id}:${productId}`, {
          connection_id: connection.id,
          product_id: productId,
          customer_id: event.customerId,
        });
      }
    }
    await store.markStockDue([...rows.values()], core.clock.now().toISOString());
  };
}

/**
 * Pushes the available quantity of the SKUs waiting to the shops: per SKU, what the connection's
 * warehouse has available less the connection's buffer, never below 0, named as the shop names it
 * (its mapping's shop SKUs, else the portal code). The packages holding those SKUs go in the same
 * batch, named the same way (their mapped shop SKUs, else their codes), each with what it can make
 * there (`ProductApi.packagesAvailableIn`) less the buffer. Each connection is claimed first, as its sync is; a failure keeps the
 * connection's `last_error` and the rows waiting for the next run.
 */
export class ShopStockPush {
  private readonly products: ProductApi;

  constructor(
    private readonly core: Core,
    private readonly store: ShopPushRepository,
    private readonly calls: ShopCalls,
  ) {
    this.products = productApi(core);
  }

  async runDue(
    now: Date,
    signal: AbortSignal,
  ): Promise<{ connections: number; skus: number; packages: number; unknown: number }> {
    const owner = randomUUID();
    const at = now.toISOString();
    const until = new Date(now.getTime() + CLAIM_MS).toISOString();
    const totals = { connections: 0, skus: 0, packages: 0, unknown: 0 };
    for (const connection of await this.store.connectionsWithStockDue(
      this.calls.platforms(),
      at,
      CONNECTIONS_PER_RUN,
    )) {
      if (signal.aborted) break;
      if (!(await this.store.claimStock(connection.id, owner, at, until))) continue;
      const pushed = await this.pushClaimed(connection, owner, now, signal);
      totals.connections += 1;
      totals.skus += pushed.skus;
      totals.packages += pushed.packages;
      totals.unknown += pushed.unknown;
    }
    return totals;
  }

  private async pushClaimed(connection: ConnectionRow, owner: string, now: Date, signal: AbortSignal) {
    const at = now.toISOString();
    try {
      const due = await this.store.dueStock(connection.customer_id, connection.id, at, SKUS_PER_PUSH);
      const connector = this.calls.connector(connection.platform);
      let unknown = 0;
      let packages = 0;
      if (connector && due.length) {
        const skuLevels = await this.levelsOf(connection, due);
        const packageLevels = await this.packageLevelsOf(connection, due);
        packages = new Set(packageLevels.map((level) => level.packageId)).size;
        const levels = [...skuLevels, ...packageLevels.map(({ sku, available }) => ({ sku, available }))];
        if (levels.length) {
          const result = await connector.pushStock(await this.calls.target(connection), levels, signal);
          unknown = result.unknownSkus.length;
        }
        const holdUntil = new Date(now.getTime() + STOCK_PUSH_HOLD_MS).toISOString();
        await this.store.stockPushed(connection.customer_id, connection.id, due, holdUntil);
      }
      await this.store.releaseStock(connection.id, owner, {});
      return { skus: due.length, packages, unknown };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!(error instanceof ShopCallError)) {
        this.core.log.error({ err: error, connection: connection.id }, 'shop stock push failed');
      }
      await this.store.releaseStock(connection.id, owner, {
        last_error: message,
        // Refused credentials: the connection waits for the merchant, as a sync refused does.
        ...(error instanceof ShopCallError && error.failure === 'auth' ? { status: 'needs_attention' } : {}),
        updated_at: at,
      });
      return { skus: 0, packages: 0, unknown: 0 };
    }
  }

  /** Each waiting SKU's level at the shop: available in the connection's warehouse less the buffer, at least 0. */
  private async levelsOf(connection: ConnectionRow, due: DueStock[]): Promise<StockLevel[]> {
    const scope = { customerId: connection.customer_id };
    const productIds = due.map((row) => row.product_id);
    const [available, codes, mapped] = await Promise.all([
      this.products.availableIn(scope, connection.warehouse_id, productIds),
      this.products.codesOf(scope, productIds),
      this.store.shopSkusOf(connection.customer_id, connection.id, productIds),
    ]);
    return available.flatMap(({ productId, available: quantity }) => {
      const code = codes.get(productId);
      if (code === undefined) return []; // a SKU deleted since it moved
      const level = Math.max(0, quantity - connection.stock_buffer);
      return (mapped.get(productId) ?? [code]).map((sku) => ({ sku, available: level }));
    });
  }

  /**
   * The level of each package holding a waiting SKU: what it can make in the connection's warehouse
   * less the buffer, at least 0, under the shop SKUs the connection maps to the package, else under
   * its code — the rule SKUs follow. A shop SKU equal to the code that the connection maps to
   * something else names that, as when its orders are imported, so the package is not pushed under it.
   */
  private async packageLevelsOf(
    connection: ConnectionRow,
    due: DueStock[],
  ): Promise<(StockLevel & { packageId: number })[]> {
    const scope = { customerId: connection.customer_id };
    const packages = await this.products.packagesAvailableIn(
      scope,
      connection.warehouse_id,
      due.map((row) => row.product_id),
    );
    const [mappedTo, mappedCodes] = await Promise.all([
      this.store.packageShopSkusOf(
        connection.customer_id,
        connection.id,
        packages.map((item) => item.packageId),
      ),
      this.store.mappedShopSkus(
        connection.customer_id,
        connection.id,
        packages.map((item) => item.code),
      ),
    ]);
    return packages.flatMap((item) => {
      const names = mappedTo.get(item.packageId) ?? (mappedCodes.has(item.code) ? [] : [item.code]);
      const level = Math.max(0, item.available - connection.stock_buffer);
      return names.map((sku) => ({ sku, available: level, packageId: item.packageId }));
    });
  }
}

/** `shop.pushStock`: every minute, pushes the stock waiting on each connection. */
export function shopStockPushJob(push: ShopStockPush): ScheduledJob {
  return {
    name: 'shop.pushStock',
    schedule: everyMinutes(1),
    run: (now, signal) => push.runDue(now, signal),
  };
}
