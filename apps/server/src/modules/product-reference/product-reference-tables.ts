import type { Flag } from '../../db/flag';

/** The provider's reference lists a SKU points into (no customer_id: every merchant reads the same rows). */
export interface ProductReferenceTables {
  product_categories: ProductCategoriesTable;
  product_properties: ProductPropertiesTable;
  pack_materials: PackMaterialsTable;
  warehouses: WarehousesTable;
}

/** Provider-wide reference data (no customer_id): every merchant sees the same rows. */
export interface ProductCategoriesTable {
  id: number;
  /** 0 for a top-level category. */
  parent_id: number;
  name_en: string;
  name_cn: string;
  sort: number;
}

export interface ProductPropertiesTable {
  id: number;
  code: string;
  name_en: string;
  name_cn: string;
  is_dangerous: Flag;
  sort: number;
}

export interface PackMaterialsTable {
  id: number;
  code: string;
  name_en: string;
  name_cn: string;
  type: 'exclusive' | 'common';
  chargeable: Flag;
  size: string;
  weight_g: number;
  /** USD minor units. */
  price: number;
  sort: number;
}

export interface WarehousesTable {
  id: number;
  code: string;
  name_en: string;
  name_cn: string;
  country: string;
  address: string;
  is_active: Flag;
  sort: number;
  /** IANA zone of the warehouse's clock (migration 0017): storage fees charge its previous local day. */
  time_zone: string;
}
