import type { TenantScope } from '../../http/viewer';
import type { InventoryApi } from '../inventory';
import type { ProductRepository, ProductRow } from './product-repository';
import { codeKey } from './product-values';

/** What another module needs of a SKU to reference it (an order line, a packing-list line). */
export type SkuSummary = Pick<
  ProductRow,
  | 'id'
  | 'sku'
  | 'name_en'
  | 'name_cn'
  | 'barcode'
  | 'declared_value'
  | 'weight_g'
  | 'length_cm'
  | 'width_cm'
  | 'height_cm'
>;

export interface AvailableStock {
  productId: number;
  /** on hand − locked in the warehouse: what a new order can still take. */
  available: number;
}

/**
 * The reads other modules may make of the merchant's SKUs (orders and inbound bookings name SKUs
 * by code and check stock), always within one merchant. Written for those callers; the product
 * module's own screens use its service.
 */
export class ProductApi {
  constructor(
    private readonly products: ProductRepository,
    private readonly inventory: InventoryApi,
  ) {}

  /** The merchant's SKUs with these codes (any case); codes the merchant does not have are absent. */
  async findBySkus(scope: TenantScope, skus: string[]): Promise<SkuSummary[]> {
    const ids = await this.products.idsBySkuKey(scope, [...new Set(skus.map(codeKey))]);
    const rows = await this.products.byIds(scope, [...ids.values()]);
    return rows.map(
      ({ id, sku, name_en, name_cn, barcode, declared_value, weight_g, length_cm, width_cm, height_cm }) => ({
        id,
        sku,
        name_en,
        name_cn,
        barcode,
        declared_value,
        weight_g,
        length_cm,
        width_cm,
        height_cm,
      }),
    );
  }

  /** Available stock of these SKUs in one warehouse (0 for a SKU it holds none of). */
  async availableIn(scope: TenantScope, warehouseId: number, productIds: number[]): Promise<AvailableStock[]> {
    const balances = await this.inventory.balancesIn(scope, warehouseId, productIds);
    return balances.map(({ productId, available }) => ({ productId, available }));
  }
}
