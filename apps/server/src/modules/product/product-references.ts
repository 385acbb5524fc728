import type { FieldProblem, ValidationMessageKey } from '@portal/contract';
import type { ReferenceLists } from '../product-reference';
import type { ParsedProduct } from './product-values';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The one rule of a SKU image, for the form, `updateProductUrl` and every import: empty, or the
 * address of an upload of the same merchant, exactly as /upload/img answered it
 * (`/uploads/<own customer id>/<uuid>.<ext>`). Other merchants' folders, `..` or `%2e%2e` paths and
 * other hosts' addresses are all refused. Answers the message key of the refusal, or null.
 */
export function imageReferenceProblem(imageUrl: string, customerId: number): ValidationMessageKey | null {
  if (imageUrl === '') return null;
  const own = new RegExp(`^/uploads/${customerId}/${UUID}\\.(?:jpg|png|gif)$`);
  return own.test(imageUrl) ? null : 'v.imageReference';
}

/**
 * The provider's reference lists a SKU points into (attributes, categories, packing materials,
 * warehouses), read once per request or import through the product-reference module, so thousands
 * of rows are checked and named without a query each.
 */
export class ProductReferences {
  private readonly childrenOf = new Map<number, number[]>();
  readonly categoryById: ReadonlyMap<number, ReferenceLists['categories'][number]>;
  readonly propertyById: ReadonlyMap<number, ReferenceLists['properties'][number]>;
  readonly packMaterialById: ReadonlyMap<number, ReferenceLists['packMaterials'][number]>;
  readonly warehouseById: ReadonlyMap<number, ReferenceLists['warehouses'][number]>;

  constructor(readonly lists: ReferenceLists) {
    for (const { id, parent_id } of lists.categories) {
      this.childrenOf.set(parent_id, [...(this.childrenOf.get(parent_id) ?? []), id]);
    }
    this.categoryById = new Map(lists.categories.map((c) => [c.id, c]));
    this.propertyById = new Map(lists.properties.map((p) => [p.id, p]));
    this.packMaterialById = new Map(lists.packMaterials.map((m) => [m.id, m]));
    this.warehouseById = new Map(lists.warehouses.map((w) => [w.id, w]));
  }

  /** The category and every category under it, for the list filter. */
  subtree(categoryId: number): number[] {
    if (!this.categoryById.has(categoryId)) return [];
    const found = [categoryId];
    for (let i = 0; i < found.length; i += 1) found.push(...(this.childrenOf.get(found[i] as number) ?? []));
    return found;
  }

  /** Fields naming something that does not exist, or an uploaded image of another merchant. */
  problems(product: ParsedProduct, customerId: number): { field: keyof ParsedProduct; key: ValidationMessageKey }[] {
    const problems: { field: keyof ParsedProduct; key: ValidationMessageKey }[] = [];
    if (!this.propertyById.has(product.property_id)) problems.push({ field: 'property_id', key: 'v.unknownChoice' });
    if (product.category_ids.some((id) => !this.categoryById.has(id)))
      problems.push({ field: 'category_ids', key: 'v.unknownChoice' });
    if (product.consumable_ids.some((id) => !this.packMaterialById.has(id)))
      problems.push({ field: 'consumable_ids', key: 'v.unknownChoice' });
    const image = imageReferenceProblem(product.image_url, customerId);
    if (image) problems.push({ field: 'image_url', key: image });
    return problems;
  }

  fieldProblems(product: ParsedProduct, customerId: number): FieldProblem[] {
    return this.problems(product, customerId).map(({ field, key }) => ({ field, message: key }));
  }
}
