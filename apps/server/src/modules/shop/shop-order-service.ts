import type {
  Lang,
  ListResult,
  Localized,
  ParsedBodyOf,
  ParsedQueryOf,
  ShopOrder as ShopOrderView,
  shop,
} from '@portal/contract';
import type { Core } from '../../core';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import { type Actor, shopActor } from '../../platform/actor';
import type { ShopOrder } from './connectors/shop-connector';
import type { ShopMappingRepository } from './shop-mapping-repository';
import { type ImportOutcome, ShopOrderImporter } from './shop-order-importer';
import type { ShopOrderRepository, ShopOrderRow } from './shop-order-repository';
import type { ConnectionRow, ShopRepository } from './shop-repository';

/**
 * The orders shops sent: received once per connection and shop order id (a re-sync finds them
 * known and leaves them), imported or kept failed with their reasons; a failed one is retried by
 * the merchant after mapping its SKUs or fixing its recipient.
 */
export class ShopOrderService {
  private readonly importer: ShopOrderImporter;

  constructor(
    private readonly core: Core,
    private readonly connections: ShopRepository,
    private readonly store: ShopOrderRepository,
    mappings: ShopMappingRepository,
  ) {
    this.importer = new ShopOrderImporter(core, mappings);
  }

  /**
   * Imports the orders of a pulled page the connection has not received before, as its merchant's
   * main account with the connection named as the actor. Returns how many were imported and failed.
   */
  async receive(
    viewer: Viewer,
    connection: ConnectionRow,
    orders: ShopOrder[],
  ): Promise<{ imported: number; failed: number }> {
    const known = await this.store.knownExternalIds(
      connection.id,
      orders.map((order) => order.externalId),
    );
    const counts = { imported: 0, failed: 0 };
    for (const order of orders) {
      if (known.has(order.externalId)) continue;
      known.add(order.externalId);
      const outcome = await this.importer.import(viewer, connection, order, shopActor(connection.name), 'en');
      const at = this.core.clock.now().toISOString();
      await this.store.insertShopOrder({
        customer_id: connection.customer_id,
        connection_id: connection.id,
        external_id: order.externalId,
        order_no: order.orderNo,
        ordered_at: order.createdAt,
        payload: JSON.stringify(order),
        tracking_sent_at: null,
        tracking_due_at: null,
        tracking_attempts: 0,
        tracking_error: null,
        tracking_owner: null,
        created_at: at,
        updated_at: at,
        ...columnsOf(outcome),
      });
      counts[outcome.status] += 1;
    }
    return counts;
  }

  async list(
    viewer: Viewer,
    query: ParsedQueryOf<typeof shop.getShopOrderList>,
    lang: Lang,
  ): Promise<ListResult<ShopOrderView>> {
    if (!(await this.connections.connection(viewer.customerId, query.connection_id))) {
      throw new AppError('SHOP_CONNECTION_NOT_FOUND');
    }
    const [total, rows] = await Promise.all([
      this.store.countShopOrders(viewer, query.connection_id, query.status),
      this.store.shopOrders(
        viewer,
        query.connection_id,
        query.status,
        (query.page - 1) * query.page_size,
        query.page_size,
      ),
    ]);
    return { list: rows.map((row) => viewOf(row, lang)), total };
  }

  async retry(
    viewer: Viewer,
    body: ParsedBodyOf<typeof shop.retryShopOrder>,
    actor: Actor,
    lang: Lang,
  ): Promise<ShopOrderView> {
    const row = await this.store.shopOrder(viewer, body.id);
    if (!row) throw new AppError('SHOP_ORDER_NOT_FOUND');
    if (row.status === 'imported') throw new AppError('SHOP_ORDER_ALREADY_IMPORTED');
    const connection = await this.connections.connection(viewer.customerId, row.connection_id);
    if (!connection) throw new AppError('SHOP_ORDER_NOT_FOUND');
    const order = JSON.parse(row.payload) as ShopOrder;
    if (body.recipient) {
      // What a shop order carries of a recipient, and the house number an EU address needs.
      const { id_card: _idCard, address3: _address3, ...fixed } = body.recipient;
      order.recipient = fixed;
    }
    const outcome = await this.importer.import(viewer, connection, order, actor, lang);
    await this.store.updateShopOrder(viewer.customerId, row.id, {
      ...columnsOf(outcome),
      payload: JSON.stringify(order),
      updated_at: this.core.clock.now().toISOString(),
    });
    const updated = await this.store.shopOrder(viewer, row.id);
    if (!updated) throw new AppError('SHOP_ORDER_NOT_FOUND');
    return viewOf(updated, lang);
  }
}

function columnsOf(outcome: ImportOutcome): Pick<ShopOrderRow, 'status' | 'order_id' | 'system_order_id' | 'reasons'> {
  return outcome.status === 'imported'
    ? { status: 'imported', order_id: outcome.orderId, system_order_id: outcome.systemOrderId, reasons: '[]' }
    : { status: 'failed', order_id: null, system_order_id: null, reasons: JSON.stringify(outcome.reasons) };
}

function viewOf(row: ShopOrderRow, lang: Lang): ShopOrderView {
  const order = JSON.parse(row.payload) as ShopOrder;
  const reasons = JSON.parse(row.reasons) as Localized[];
  return {
    id: row.id,
    connection_id: row.connection_id,
    external_id: row.external_id,
    order_no: row.order_no,
    status: row.status as ShopOrderView['status'],
    order_id: row.order_id,
    system_order_id: row.system_order_id,
    reasons: reasons.map((reason) => reason[lang]),
    recipient: shopRecipient(order.recipient),
    lines: order.lines.map((line) => ({ sku: line.sku, title: line.title, quantity: line.quantity })),
    tracking_sent_at: row.tracking_sent_at,
    tracking_error: row.tracking_error,
    tracking_due_at: row.tracking_due_at,
    ordered_at: row.ordered_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The recipient as the shop order view shows it: what a shop sends (a fixed house number stays stored). */
function shopRecipient({
  house_number: _houseNumber,
  ...recipient
}: ShopOrder['recipient']): ShopOrderView['recipient'] {
  return recipient;
}
