import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';
import type { ActorKind } from '../../platform/actor';

/** A merchant's SKUs with their category and packing-material links (their stock is the inventory module's). */
export interface ProductTables {
  products: ProductsTable;
  product_category_links: ProductCategoryLinksTable;
  product_consumables: ProductConsumablesTable;
  merchant_codes: MerchantCodesTable;
  packages: PackagesTable;
  package_components: PackageComponentsTable;
  packaging_items: PackagingItemsTable;
  packaging_defaults: PackagingDefaultsTable;
  packaging_balances: PackagingBalancesTable;
  packaging_movements: PackagingMovementsTable;
  packaging_locks: PackagingLocksTable;
}

/** A merchant's SKU. Money in cents; weight g and sides cm as doubles; `*_key` upper-cased for uniqueness. */
export interface ProductsTable {
  id: Generated<number>;
  customer_id: number;
  sku: string;
  sku_key: string;
  barcode: string | null;
  barcode_key: string | null;
  name_cn: string;
  name_en: string;
  alias: string;
  image_url: string;
  color: string;
  size: string;
  property_id: number;
  brand: string;
  hs_code: string;
  material_en: string;
  material_cn: string;
  purpose_en: string;
  purpose_cn: string;
  declared_value: number;
  export_unit_price: number | null;
  tax_refund: Flag;
  weight_g: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  warning_quantity: number | null;
  scan_barcode: Flag;
  created_by: number;
  created_at: string;
  updated_at: string;
}

export interface ProductCategoryLinksTable {
  customer_id: number;
  product_id: number;
  category_id: number;
}

export interface ProductConsumablesTable {
  customer_id: number;
  product_id: number;
  pack_material_id: number;
}

/** What holds a merchant code: a SKU (`products.id`), a package (`packages.id`) or packaging (`packaging_items.id`). */
export type MerchantCodeKind = 'sku' | 'package' | 'packaging';

/** Every code a merchant has given out, SKUs' and packages' alike, unique by `(customer_id, code_key)`. */
export interface MerchantCodesTable {
  customer_id: number;
  /** The upper-cased code, as `products.sku_key`. */
  code_key: string;
  kind: MerchantCodeKind;
  owner_id: number;
}

/** A package (kit): a sellable code made of the merchant's SKUs (docs/server/packages.md). */
export interface PackagesTable {
  id: Generated<number>;
  customer_id: number;
  code: string;
  code_key: string;
  name_en: string;
  name_cn: string;
  barcode: string | null;
  barcode_key: string | null;
  image_url: string;
  packing_note: string;
  assembly: 'pre_assembled' | 'pick_components';
  created_by: number;
  updated_by: number;
  created_at: string;
  updated_at: string;
}

export interface PackageComponentsTable {
  customer_id: number;
  package_id: number;
  product_id: number;
  quantity: number;
  /** The order the merchant listed the components in. */
  position: number;
}

/** The merchant's own packaging (docs/server/packaging.md): a box, mailer or insert only its orders use. */
export interface PackagingItemsTable {
  id: Generated<number>;
  customer_id: number;
  code: string;
  code_key: string;
  name_en: string;
  name_cn: string;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  weight_g: number;
  /** Available below this in a warehouse is low stock; 0 warns of nothing. */
  warning_quantity: number;
  created_by: number;
  updated_by: number;
  created_at: string;
  updated_at: string;
}

/** The SKUs and packages (by code key) a packaging item is used for by default, in the merchant's order. */
export interface PackagingDefaultsTable {
  customer_id: number;
  packaging_id: number;
  code_key: string;
  position: number;
}

export interface PackagingBalancesTable {
  customer_id: number;
  packaging_id: number;
  warehouse_id: number;
  on_hand: number;
  locked: number;
}

/** Append-only, as `stock_movements`: receipt, lock, release, deduction. */
export interface PackagingMovementsTable {
  id: Generated<number>;
  customer_id: number;
  packaging_id: number;
  warehouse_id: number;
  type: 'receipt' | 'lock' | 'release' | 'deduction';
  on_hand_delta: number;
  locked_delta: number;
  on_hand_after: number;
  locked_after: number;
  reference_type: string;
  reference_id: number;
  actor_kind: ActorKind;
  actor_id: number;
  actor_label: string;
  created_at: string;
}

/** What an order holds locked now, per item and warehouse. */
export interface PackagingLocksTable {
  customer_id: number;
  reference_type: string;
  reference_id: number;
  packaging_id: number;
  warehouse_id: number;
  quantity: number;
}
