import type { PackMaterial, ProductBasicData, ProductCategory, ProductProperty, Warehouse } from '@portal/contract';
import type { ProductReferenceRepository } from './product-reference-repository';

/**
 * Fixed option lists of the SKU form. Spec section 9 fixes the units (weights g, dimensions cm,
 * currency USD), so they are constants here rather than rows a provider could edit.
 */
const FIXED_OPTIONS: Omit<ProductBasicData, 'product_attributes'> = {
  currencies: ['USD'],
  weight_units: [{ value: 'g', name_en: 'Gram (g)', name_cn: '克 (g)' }],
  size_units: [{ value: 'cm', name_en: 'Centimetre (cm)', name_cn: '厘米 (cm)' }],
  tax_refund_options: [
    { value: 0, name_en: 'No tax refund', name_cn: '不退税' },
    { value: 1, name_en: 'Tax refund', name_cn: '退税' },
  ],
};

export class ProductReferenceService {
  constructor(private readonly repository: ProductReferenceRepository) {}

  /** Builds the tree from the flat rows; rows arrive in display order, so children keep it. */
  async categoryTree(): Promise<ProductCategory[]> {
    const rows = await this.repository.categories();
    const nodes = new Map<number, ProductCategory>(rows.map((r) => [r.id, { ...r, children: [] }]));
    const roots: ProductCategory[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id);
      if (!node) continue;
      // A parent that no longer exists would hide its subtree; show the orphan at the top instead.
      const parent = row.parent_id === 0 ? undefined : nodes.get(row.parent_id);
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  }

  properties(): Promise<ProductProperty[]> {
    return this.repository.properties();
  }

  async basicData(): Promise<ProductBasicData> {
    return { product_attributes: await this.repository.properties(), ...FIXED_OPTIONS };
  }

  packMaterials(): Promise<PackMaterial[]> {
    return this.repository.packMaterials();
  }

  warehouses(): Promise<Warehouse[]> {
    return this.repository.warehouses();
  }
}
