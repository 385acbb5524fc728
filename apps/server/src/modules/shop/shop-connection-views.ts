import type { Lang, ListResult, ParsedQueryOf, ShopConnection, ShopPlatformId, shop } from '@portal/contract';
import type { Core } from '../../core';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import { type ProductReferenceApi, productReferenceApi } from '../product-reference';
import type { ShopMappingRepository } from './shop-mapping-repository';
import type { ShopOrderRepository } from './shop-order-repository';
import type { ConnectionRow, ShopRepository } from './shop-repository';

/**
 * The merchant's connections as the API shows them (the list, and the connection every change
 * answers with): counts as the caller may see them, the warehouse's name, never the credentials.
 * One place, so the editing and the shop-facing actions answer alike.
 */
export class ShopConnectionViews {
  private readonly references: ProductReferenceApi;

  constructor(
    core: Core,
    private readonly store: ShopRepository,
    private readonly shopOrders: ShopOrderRepository,
    private readonly mappings: ShopMappingRepository,
  ) {
    this.references = productReferenceApi(core);
  }

  async list(
    viewer: Viewer,
    query: ParsedQueryOf<typeof shop.getConnectionList>,
    lang: Lang,
  ): Promise<ListResult<ShopConnection>> {
    const [total, rows] = await Promise.all([
      this.store.countConnections(viewer.customerId, query.platform),
      this.store.listConnections(
        viewer.customerId,
        query.platform,
        (query.page - 1) * query.page_size,
        query.page_size,
      ),
    ]);
    return { list: await this.views(viewer, rows, lang), total };
  }

  /** The merchant's connection, or SHOP_CONNECTION_NOT_FOUND. */
  async find(viewer: Viewer, id: number): Promise<ConnectionRow> {
    const row = await this.store.connection(viewer.customerId, id);
    if (!row) throw new AppError('SHOP_CONNECTION_NOT_FOUND');
    return row;
  }

  async one(viewer: Viewer, id: number, lang: Lang): Promise<ShopConnection> {
    const [view] = await this.views(viewer, [await this.find(viewer, id)], lang);
    if (!view) throw new AppError('SHOP_CONNECTION_NOT_FOUND');
    return view;
  }

  private async views(viewer: Viewer, rows: ConnectionRow[], lang: Lang): Promise<ShopConnection[]> {
    const ids = rows.map((row) => row.id);
    const [orders, mapped, warehouses] = await Promise.all([
      this.shopOrders.countsByConnection(viewer, ids),
      this.mappings.countsByConnection(viewer, ids),
      this.references.warehouses(),
    ]);
    const names = new Map(warehouses.map((w) => [w.id, lang === 'zh_CN' ? w.name_cn || w.name_en : w.name_en]));
    return rows.map((row) => {
      const counts = {
        orders_imported: orders.get(row.id)?.imported ?? 0,
        orders_failed: orders.get(row.id)?.failed ?? 0,
        skus_mapped: mapped.get(row.id) ?? 0,
      };
      return viewOf(row, counts, names.get(row.warehouse_id) ?? '');
    });
  }
}

function viewOf(row: ConnectionRow, counts: ShopConnection['counts'], warehouseName: string): ShopConnection {
  return {
    id: row.id,
    platform: row.platform as ShopPlatformId,
    name: row.name,
    shop_url: row.shop_url,
    account_id: row.account_id,
    warehouse_id: row.warehouse_id,
    warehouse_name: warehouseName,
    api_key_hint: row.api_key_hint,
    import_orders: row.import_orders ? 1 : 0,
    send_tracking: row.send_tracking ? 1 : 0,
    stock_push: row.stock_push ? 1 : 0,
    stock_buffer: row.stock_buffer,
    status: row.status as ShopConnection['status'],
    last_sync_at: row.last_sync_at,
    last_error: row.last_error,
    next_sync_at: row.next_sync_at,
    counts,
    created_at: row.created_at,
  };
}
