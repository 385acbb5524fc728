import type { FieldProblem } from '@portal/contract';
import { isSkuLimited } from '../../db/sku-scope';
import type { TenantScope } from '../../kernel/viewer';

/**
 * What a line naming a SKU the caller cannot reach says: the spec's "SKU code does not exist", or,
 * for a sub-account limited to chosen SKUs, that the code is none of its SKUs, naming the code (the
 * SKU may exist beyond its grant, which it may not use and is not told of).
 */
export function unknownSkuProblem(scope: TenantScope, field: string, sku: string): FieldProblem {
  if (isSkuLimited(scope)) return { field, message: 'v.skuNotGranted', params: { sku } };
  return { field, message: 'v.skuUnknown' };
}
