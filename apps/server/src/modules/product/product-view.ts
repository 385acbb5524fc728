import type { Product, ProductProperty } from '@portal/contract';
import type { ProductRelations } from './product-relations-repository';
import type { ProductRow } from './product-repository';

function groupBy<T extends { product_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.product_id);
    if (group) group.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}

/** The attribute joined onto a SKU row; null when the attribute row is gone. */
export function propertyOf(
  row: Pick<
    ProductRow,
    'property_id' | 'property_code' | 'property_name_en' | 'property_name_cn' | 'property_is_dangerous'
  >,
): ProductProperty | null {
  if (row.property_code === null) return null;
  return {
    id: row.property_id,
    code: row.property_code,
    name_en: row.property_name_en ?? '',
    name_cn: row.property_name_cn ?? '',
    is_dangerous: row.property_is_dangerous ?? 0,
  };
}

/** Rounds away binary noise of a product of decimals (12.3 × 4.5 × 6 is 332.09999…). */
function volume(row: ProductRow): number {
  return Math.round(row.length_cm * row.width_cm * row.height_cm * 1000) / 1000;
}

/** The API's view of SKU rows with their categories, consumables and stock per warehouse. */
export function toProducts(rows: ProductRow[], relations: ProductRelations): Product[] {
  const categories = groupBy(relations.categories);
  const consumables = groupBy(relations.consumables);
  const stock = groupBy(relations.stock);
  return rows.map((row) => {
    const productStock = (stock.get(row.id) ?? []).map((s) => ({
      warehouse_id: s.warehouse_id,
      warehouse_code: s.warehouse_code,
      total: s.total,
      frozen: s.frozen,
      available: s.total - s.frozen,
    }));
    const productCategories = (categories.get(row.id) ?? []).map(({ id, name_en, name_cn }) => ({
      id,
      name_en,
      name_cn,
    }));
    const productConsumables = (consumables.get(row.id) ?? []).map(({ id, code, name_en, name_cn }) => ({
      id,
      code,
      name_en,
      name_cn,
    }));
    return {
      id: row.id,
      sku: row.sku,
      name_cn: row.name_cn,
      name_en: row.name_en,
      alias: row.alias,
      image_url: row.image_url,
      barcode: row.barcode,
      color: row.color,
      size: row.size,
      property_id: row.property_id,
      property: propertyOf(row),
      brand: row.brand,
      category_ids: productCategories.map((c) => c.id),
      categories: productCategories,
      hs_code: row.hs_code,
      material_en: row.material_en,
      material_cn: row.material_cn,
      purpose_en: row.purpose_en,
      purpose_cn: row.purpose_cn,
      declared_value: row.declared_value,
      export_unit_price: row.export_unit_price,
      tax_refund: row.tax_refund,
      weight_g: row.weight_g,
      length_cm: row.length_cm,
      width_cm: row.width_cm,
      height_cm: row.height_cm,
      volume_cm3: volume(row),
      warning_quantity: row.warning_quantity,
      scan_barcode: row.scan_barcode,
      consumable_ids: productConsumables.map((c) => c.id),
      consumables: productConsumables,
      stock: productStock,
      total_stock: productStock.reduce((sum, s) => sum + s.total, 0),
      frozen_stock: productStock.reduce((sum, s) => sum + s.frozen, 0),
      available_stock: productStock.reduce((sum, s) => sum + s.available, 0),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}
