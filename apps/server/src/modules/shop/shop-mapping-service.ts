import type { ListResult, ParsedBodyOf, ParsedQueryOf, ShopSkuMapping, shop } from '@portal/contract';
import type { Core } from '../../core';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import { type ProductApi, productApi } from '../product';
import type { MappingRow, ShopMappingRepository } from './shop-mapping-repository';
import type { ShopRepository } from './shop-repository';

/**
 * A connection's SKU mappings: a shop SKU that is not the portal code names here the SKU or the
 * package it stands for. The code is looked up as an order line's is (`findLineGoods`: a SKU first,
 * else a package) among what the caller may see: a sub-account limited to chosen SKUs maps only
 * those and the packages made of them alone, and lists only such mappings.
 */
export class ShopMappingService {
  private readonly products: ProductApi;

  constructor(
    private readonly core: Core,
    private readonly connections: ShopRepository,
    private readonly store: ShopMappingRepository,
  ) {
    this.products = productApi(core);
  }

  async list(viewer: Viewer, query: ParsedQueryOf<typeof shop.getSkuMappingList>): Promise<ListResult<ShopSkuMapping>> {
    await this.connection(viewer, query.connection_id);
    const [total, rows] = await Promise.all([
      this.store.countMappings(viewer, query.connection_id),
      this.store.mappings(viewer, query.connection_id, (query.page - 1) * query.page_size, query.page_size),
    ]);
    return { list: rows.map(viewOf), total };
  }

  async save(viewer: Viewer, body: ParsedBodyOf<typeof shop.saveSkuMapping>): Promise<ShopSkuMapping> {
    await this.connection(viewer, body.connection_id);
    // A SKU first, else a package: the order lines' one look-up, scoped to what the caller may see.
    const goods = (await this.products.findLineGoods(viewer, [body.sku])).get(body.sku.toUpperCase());
    if (!goods) throw new AppError('SHOP_SKU_UNKNOWN', { params: { sku: body.sku } });
    const row = {
      customer_id: viewer.customerId,
      connection_id: body.connection_id,
      shop_sku: body.shop_sku,
      product_id: goods.sku ? goods.sku.id : 0,
      package_id: goods.package ? goods.package.id : null,
      sku: goods.sku ? goods.sku.sku : goods.package.code,
      created_at: this.core.clock.now().toISOString(),
    };
    const id = await transaction(this.core.db, (tx) => this.store.saveMapping(tx, row));
    return viewOf({ ...row, id });
  }

  async remove(viewer: Viewer, id: number): Promise<null> {
    if (!(await this.store.deleteMapping(viewer, id))) throw new AppError('SHOP_SKU_MAPPING_NOT_FOUND');
    return null;
  }

  private async connection(viewer: Viewer, id: number) {
    const row = await this.connections.connection(viewer.customerId, id);
    if (!row) throw new AppError('SHOP_CONNECTION_NOT_FOUND');
    return row;
  }
}

function viewOf(row: MappingRow): ShopSkuMapping {
  return {
    id: row.id,
    connection_id: row.connection_id,
    shop_sku: row.shop_sku,
    sku: row.sku,
    kind: row.package_id === null ? 'sku' : 'package',
    product_id: row.package_id === null ? row.product_id : null,
    package_id: row.package_id,
    created_at: row.created_at,
  };
}
