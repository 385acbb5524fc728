import { type ContentOf, type Lang, type ops, validationMessage } from '@portal/contract';
import { AppError } from '../../../http/app-error';
import type { Clock } from '../../../platform/clock';
import { codeKey } from '../product-values';
import type { WarehouseRepository } from '../warehouse-repository';
import type { StockRepository } from './stock-repository';

export interface SetStockParams {
  customer_id: number;
  sku: string;
  warehouse_id: number;
  total: number;
  frozen: number;
}

/**
 * Counted stock as staff set it (ops.setStock), standing in for receiving and stock-taking until
 * those exist: frozen (reserved by orders) can never exceed what is on the shelf.
 */
export class StockService {
  constructor(
    private readonly repository: StockRepository,
    private readonly warehouses: WarehouseRepository,
    private readonly clock: Clock,
  ) {}

  async setStock(params: SetStockParams, lang: Lang): Promise<ContentOf<typeof ops.setStock>> {
    if (params.frozen > params.total) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'frozen', message: validationMessage('v.tooBig', lang, { max: params.total }) }],
      });
    }
    const scope = { customerId: params.customer_id };
    const productId = await this.repository.productIdBySkuKey(scope, codeKey(params.sku.trim()));
    if (productId === undefined) throw new AppError('SKU_NOT_FOUND');
    if (!(await this.warehouses.exists(params.warehouse_id))) throw new AppError('NOT_FOUND');
    const saved = await this.repository.set(
      scope,
      { productId, warehouseId: params.warehouse_id, total: params.total, frozen: params.frozen },
      this.clock.now().toISOString(),
    );
    return {
      product_id: saved.productId,
      warehouse_id: saved.warehouseId,
      total: saved.total,
      frozen: saved.frozen,
      available: saved.total - saved.frozen,
    };
  }
}
