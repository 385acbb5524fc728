import type { TenantScope } from '../../http/viewer';
import type { ProductRepository, ProductRow } from './product-repository';
import { codeKey } from './product-values';
import type { StockRepository } from './stock-repository';

/**
 * What another module needs of a SKU to reference it: a packing-list line, or an order line, which
 * keeps a copy of the SKU as it was when the order was saved (spec 3 "Order SKU line").
 */
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
  | 'image_url'
  | 'property_id'
  | 'hs_code'
  | 'color'
  | 'size'
>;

export interface AvailableStock {
  productId: number;
  /** total − frozen in the warehouse: what a new order can still take. */
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
    private readonly stock: StockRepository,
  ) {}

  /** The merchant's SKUs with these codes (any case); codes the merchant does not have are absent. */
  async findBySkus(scope: TenantScope, skus: string[]): Promise<SkuSummary[]> {
    const ids = await this.products.idsBySkuKey(scope, [...new Set(skus.map(codeKey))]);
    const rows = await this.products.byIds(scope, [...ids.values()]);
    return rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      name_en: row.name_en,
      name_cn: row.name_cn,
      barcode: row.barcode,
      declared_value: row.declared_value,
      weight_g: row.weight_g,
      length_cm: row.length_cm,
      width_cm: row.width_cm,
      height_cm: row.height_cm,
      image_url: row.image_url,
      property_id: row.property_id,
      hs_code: row.hs_code,
      color: row.color,
      size: row.size,
    }));
  }

  /** Available stock of these SKUs in one warehouse (0 for a SKU it holds none of). */
  async availableIn(scope: TenantScope, warehouseId: number, productIds: number[]): Promise<AvailableStock[]> {
    const counts = await this.stock.ofProducts(scope, productIds);
    const here = new Map(
      counts.filter((c) => c.warehouseId === warehouseId).map((c) => [c.productId, c.total - c.frozen]),
    );
    return productIds.map((productId) => ({ productId, available: here.get(productId) ?? 0 }));
  }
}
