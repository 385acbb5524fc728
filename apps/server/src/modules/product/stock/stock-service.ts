import type { ContentOf, product } from '@portal/contract';
import { AppError } from '../../../http/app-error';
import type { Clock } from '../../../platform/clock';
import type { ProductRepository } from '../product-repository';
import type { ProductService } from '../product-service';
import { codeKey } from '../product-values';
import type { StockRepository } from '../stock-repository';

export interface SetStockParams {
  customer_id: number;
  sku: string;
  warehouse_id: number;
  total: number;
  frozen: number;
}

/**
 * Counted stock as staff set it (product.setStock), standing in for receiving and stock-taking until
 * those exist: frozen (reserved by orders) can never exceed what is on the shelf.
 */
export class StockService {
  constructor(
    private readonly products: ProductRepository,
    private readonly stock: StockRepository,
    private readonly service: ProductService,
    private readonly clock: Clock,
  ) {}

  async setStock(params: SetStockParams): Promise<ContentOf<typeof product.setStock>> {
    if (params.frozen > params.total) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'frozen', message: 'v.tooBig', params: { max: params.total } }],
      });
    }
    const scope = { customerId: params.customer_id };
    const key = codeKey(params.sku.trim());
    const productId = (await this.products.idsBySkuKey(scope, [key])).get(key);
    if (productId === undefined) throw new AppError('SKU_NOT_FOUND');
    const references = await this.service.references();
    if (!references.warehouseById.has(params.warehouse_id)) throw new AppError('NOT_FOUND');
    const saved = await this.stock.set(
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
