import type { productBodySchema } from '@portal/contract';
import type { z } from 'zod';
import type { ProductLinks, ProductValues } from './product-query';
import type { MerchantCodeKind } from './product-tables';

/** A SKU after the contract's schema parsed it: the form's, the API's and an import row's shape. */
export type ParsedProduct = z.output<typeof productBodySchema>;

/** Codes compare without regard to case: `abc-1` and `ABC-1` are the same SKU to a warehouse scanner. */
export function codeKey(code: string): string {
  return code.toUpperCase();
}

/**
 * The refusal of a code the merchant has given out already, naming what holds it: a SKU ("SKU already
 * exists") or a package ("Package code already exists"). SKUs and packages share one set of codes.
 */
export function codeTaken(kind: MerchantCodeKind): 'SKU_EXISTS' | 'PACKAGE_EXISTS' | 'PACKAGING_EXISTS' {
  if (kind === 'packaging') return 'PACKAGING_EXISTS';
  return kind === 'package' ? 'PACKAGE_EXISTS' : 'SKU_EXISTS';
}

/** The columns and links of one parsed SKU. */
export function toProductValues(product: ParsedProduct): { values: ProductValues; links: ProductLinks } {
  return {
    values: {
      sku: product.sku,
      sku_key: codeKey(product.sku),
      barcode: product.barcode,
      barcode_key: product.barcode ? codeKey(product.barcode) : null,
      name_cn: product.name_cn,
      name_en: product.name_en,
      alias: product.alias,
      image_url: product.image_url,
      color: product.color,
      size: product.size,
      property_id: product.property_id,
      brand: product.brand,
      hs_code: product.hs_code,
      material_en: product.material_en,
      material_cn: product.material_cn,
      purpose_en: product.purpose_en,
      purpose_cn: product.purpose_cn,
      declared_value: product.declared_value,
      export_unit_price: product.export_unit_price,
      tax_refund: product.tax_refund,
      weight_g: product.weight_g,
      length_cm: product.length_cm,
      width_cm: product.width_cm,
      height_cm: product.height_cm,
      warning_quantity: product.warning_quantity,
      scan_barcode: product.scan_barcode,
      updated_at: '',
    },
    links: {
      categoryIds: [...new Set(product.category_ids)],
      consumableIds: [...new Set(product.consumable_ids)],
    },
  };
}
