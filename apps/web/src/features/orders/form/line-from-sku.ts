import type { PackageSearchItem, ProductSearchItem } from '@portal/contract';
import { localizedName } from '../../../shared/format/localized-name';
import { formatCents } from '../../../shared/format/money';
import type { LineState } from './order-form-values';

/**
 * A new line for a picked SKU: one unit, its English name (the declaration name customs read)
 * and its declared value as the unit price, both editable for this order; the stock the picker
 * showed in `warehouseId` is kept to flag a quantity above it.
 */
export function lineFromSku(item: ProductSearchItem, language: string, warehouseId: number): LineState {
  return {
    sku: item.sku,
    name: item.name_en || item.name_cn,
    unit_price: formatCents(item.declared_value),
    quantity: 1,
    image_url: item.image_url,
    attributes: item.property ? localizedName(item.property, language) : '',
    hs_code: item.hs_code,
    weight_g: item.weight_g,
    length_cm: item.length_cm,
    width_cm: item.width_cm,
    height_cm: item.height_cm,
    stock: { warehouse_id: warehouseId, available: item.available },
  };
}

/**
 * A new line for a picked package: one package under its English name, with its components. A
 * package has no declared value of its own, so the merchant types the unit price; its weight, sizes
 * and customs facts are its components', which the server copies when the order is saved.
 */
export function lineFromPackage(item: PackageSearchItem, warehouseId: number): LineState {
  return {
    sku: item.code,
    name: item.name_en || item.name_cn,
    unit_price: null,
    quantity: 1,
    image_url: item.image_url,
    attributes: '',
    hs_code: '',
    weight_g: 0,
    length_cm: 0,
    width_cm: 0,
    height_cm: 0,
    package: {
      components: item.components.map(({ sku, name_en, name_cn, quantity }) => ({ sku, name_en, name_cn, quantity })),
    },
    stock: { warehouse_id: warehouseId, available: item.available },
  };
}
