import type { Package } from '@portal/contract';
import type { StockBalance } from '../../inventory';
import type { ProductRow } from '../product-query';
import type { ProductReferences } from '../product-references';
import { packageAvailability } from './package-availability';
import type { PackageComponentRow, PackageRow } from './package-repository';

/** What the API shows beside package rows: their components, the components' SKUs and their balances. */
export interface PackageRelations {
  components: PackageComponentRow[];
  skus: ProductRow[];
  balances: StockBalance[];
}

/** The API's view of package rows: components named by their SKUs, availability per warehouse (known warehouses, in their order) and in all. */
export function toPackages(rows: PackageRow[], relations: PackageRelations, references: ProductReferences): Package[] {
  const skuById = new Map(relations.skus.map((sku) => [sku.id, sku]));
  const balances = relations.balances.filter((b) => references.warehouseById.has(b.warehouseId));
  const availableOf = new Map<number, number>();
  for (const b of balances)
    availableOf.set(b.productId, (availableOf.get(b.productId) ?? 0) + Math.max(0, b.available));
  const warehouseOrder = new Map(references.lists.warehouses.map((w, index) => [w.id, index]));
  return rows.map((row) => {
    const components = relations.components.filter((c) => c.package_id === row.id);
    const availability = packageAvailability(
      components.map((c) => ({ productId: c.product_id, quantity: c.quantity })),
      balances.filter((b) => components.some((c) => c.product_id === b.productId)),
    );
    return {
      id: row.id,
      code: row.code,
      name_en: row.name_en,
      name_cn: row.name_cn,
      barcode: row.barcode,
      image_url: row.image_url,
      packing_note: row.packing_note,
      assembly: row.assembly,
      components: components.map((c) => {
        const sku = skuById.get(c.product_id);
        return {
          product_id: c.product_id,
          sku: sku?.sku ?? '',
          name_en: sku?.name_en ?? '',
          name_cn: sku?.name_cn ?? '',
          quantity: c.quantity,
          available: availableOf.get(c.product_id) ?? 0,
        };
      }),
      units: components.reduce((sum, c) => sum + c.quantity, 0),
      stock: availability.warehouses
        .sort((a, b) => (warehouseOrder.get(a.warehouseId) ?? 0) - (warehouseOrder.get(b.warehouseId) ?? 0))
        .map((w) => ({
          warehouse_id: w.warehouseId,
          warehouse_code: references.warehouseById.get(w.warehouseId)?.code ?? '',
          available: w.available,
        })),
      available_stock: availability.total,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}
