import type { FieldError, Lang, ValidationMessageKey } from '@portal/contract';
import { validationMessage } from '@portal/contract';
import type { ProductRepository } from './product-repository';
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
 * The provider's reference lists a SKU points into (attributes, categories, packing materials),
 * loaded once per request or import so thousands of rows are checked without a query each.
 */
export class ProductReferences {
  private constructor(
    private readonly childrenOf: Map<number, number[]>,
    private readonly categoryIds: Set<number>,
    private readonly propertyIds: Set<number>,
    private readonly packMaterialIds: Set<number>,
  ) {}

  static async load(repository: ProductRepository): Promise<ProductReferences> {
    const { categories, properties, packMaterials } = await repository.referenceIds();
    const childrenOf = new Map<number, number[]>();
    for (const { id, parent_id } of categories) childrenOf.set(parent_id, [...(childrenOf.get(parent_id) ?? []), id]);
    return new ProductReferences(
      childrenOf,
      new Set(categories.map((c) => c.id)),
      new Set(properties),
      new Set(packMaterials),
    );
  }

  /** The category and every category under it, for the list filter. */
  subtree(categoryId: number): number[] {
    if (!this.categoryIds.has(categoryId)) return [];
    const found = [categoryId];
    for (let i = 0; i < found.length; i += 1) found.push(...(this.childrenOf.get(found[i] as number) ?? []));
    return found;
  }

  /** Fields naming something that does not exist, or an uploaded image of another merchant. */
  problems(product: ParsedProduct, customerId: number): { field: keyof ParsedProduct; key: ValidationMessageKey }[] {
    const problems: { field: keyof ParsedProduct; key: ValidationMessageKey }[] = [];
    if (!this.propertyIds.has(product.property_id)) problems.push({ field: 'property_id', key: 'v.unknownChoice' });
    if (product.category_ids.some((id) => !this.categoryIds.has(id)))
      problems.push({ field: 'category_ids', key: 'v.unknownChoice' });
    if (product.consumable_ids.some((id) => !this.packMaterialIds.has(id)))
      problems.push({ field: 'consumable_ids', key: 'v.unknownChoice' });
    const image = imageReferenceProblem(product.image_url, customerId);
    if (image) problems.push({ field: 'image_url', key: image });
    return problems;
  }

  fieldErrors(product: ParsedProduct, customerId: number, lang: Lang): FieldError[] {
    return this.problems(product, customerId).map(({ field, key }) => ({
      field,
      message: validationMessage(key, lang),
    }));
  }
}
