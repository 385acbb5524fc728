import type { ShapeParams } from '../../db/compiled-once';
import type { TenantScope } from '../../kernel/viewer';
import type { ProductQuery } from './product-query';

/**
 * The SKU list's scope, filters and page as the parameters of its queries compiled once per shape
 * (`compiledPerShape` in `db/compiled-once.ts`), and back as what `ProductRepository.filtered` takes.
 */
type ListParams = {
  customerId: number;
  skusOf: number | undefined;
  offset?: number;
  limit?: number;
} & { [K in keyof Required<ProductQuery>]: ProductQuery[K] | undefined };

export function listParams(
  scope: TenantScope,
  query: ProductQuery,
  page?: { offset: number; limit: number },
): { params: ListParams; reusable: boolean } {
  const params: ListParams = {
    customerId: scope.customerId,
    skusOf: scope.skusOf,
    ids: query.ids,
    skuKeys: query.skuKeys,
    skuPart: query.skuPart,
    name: query.name,
    barcode: query.barcode,
    categoryIds: query.categoryIds,
    propertyId: query.propertyId,
    createdFrom: query.createdFrom,
    createdTo: query.createdTo,
    ...page,
  };
  // A text searched for becomes a LIKE pattern made from it, which no marker can stand for.
  return { params, reusable: !query.skuPart && !query.name && !query.barcode };
}

/** `listParams` back as the scope, query and page (markers, or a call's own values, standing in them). */
export function fromListParams(params: ShapeParams): {
  scope: TenantScope;
  query: ProductQuery;
  page: { offset: number; limit: number };
} {
  const { customerId, skusOf, offset, limit, ...filters } = params as ListParams;
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  return {
    scope: skusOf === undefined ? { customerId } : { customerId, skusOf },
    query: query as ProductQuery,
    page: { offset: offset ?? 0, limit: limit ?? 0 },
  };
}
