import type { ContentOf, open, ParsedQueryOf } from '@portal/contract';
import type { TenantScope } from '../../kernel/viewer';
import type { ProductReferenceApi } from '../product-reference';
import type { ProductApi } from './product-api';

/** `GET /api/open/v1/stock`: the merchant's stock per SKU and warehouse, warehouses named by code. */
export class OpenStockService {
  constructor(
    private readonly stock: Pick<ProductApi, 'stockLines'>,
    private readonly references: ProductReferenceApi,
  ) {}

  async list(scope: TenantScope, query: ParsedQueryOf<typeof open.getStock>): Promise<ContentOf<typeof open.getStock>> {
    // Codes are fixed by migrations: the kept lists name the warehouse of each line.
    const codeOf = new Map((await this.references.lists()).warehouses.map((w) => [w.id, w.code]));
    const warehouseId =
      query.warehouse_code === undefined
        ? undefined
        : (await this.references.warehouseByCode(query.warehouse_code, { activeOnly: false })).id;
    const { lines, total } = await this.stock.stockLines(scope, {
      sku: query.sku,
      warehouseId,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      list: lines.map((line) => ({
        sku: line.sku,
        warehouse_code: codeOf.get(line.warehouseId) ?? '',
        on_hand: line.onHand,
        locked: line.locked,
        available: line.available,
      })),
      total,
    };
  }
}
