import type { ContentOf, product } from '@portal/contract';
import type { Db } from '../../../db/database';
import { transaction } from '../../../db/transaction';
import { AppError } from '../../../kernel/app-error';
import { staffActor } from '../../../platform/actor';
import type { InventoryApi } from '../../inventory';
import type { ProductRepository } from '../product-repository';
import { codeKey } from '../product-values';

export interface SetStockParams {
  customer_id: number;
  sku: string;
  warehouse_id: number;
  total: number;
  frozen: number;
}

/**
 * Counted stock as staff set it (product.setStock), standing in for receiving and stock-taking until
 * those exist. The product module names the SKU; the inventory module's ledger writes the count as a
 * movement of the difference. `frozen` is the quantity staff hold back from sale (a staff hold, kept
 * beside what orders lock); the reply's `frozen` is everything locked, orders included.
 */
export class StockService {
  constructor(
    private readonly db: Db,
    private readonly products: ProductRepository,
    private readonly inventory: InventoryApi,
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
    const balance = await transaction(this.db, (tx) =>
      this.inventory.adjust(tx, scope, {
        productId,
        warehouseId: params.warehouse_id,
        onHand: params.total,
        held: params.frozen,
        actor: staffActor('staff'),
      }),
    );
    return {
      product_id: balance.productId,
      warehouse_id: balance.warehouseId,
      total: balance.onHand,
      frozen: balance.locked,
      available: balance.available,
    };
  }
}
