import type { ContentOf, open, ParsedQueryOf } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
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
    const warehouses = await this.references.warehouses();
    const codeOf = new Map(warehouses.map((w) => [w.id, w.code]));
    let warehouseId: number | undefined;
    if (query.warehouse_code !== undefined) {
      const wanted = query.warehouse_code.toUpperCase();
      warehouseId = warehouses.find((w) => w.code.toUpperCase() === wanted)?.id;
      if (warehouseId === undefined) {
        throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'warehouse_code', message: 'v.unknownChoice' }] });
      }
    }
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
