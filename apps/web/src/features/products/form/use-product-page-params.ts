import { useSearchParams } from 'react-router';
import { PRODUCT_FORM_PARAMS, VIEW_MODE } from '../product-paths';

export type ProductPageTarget =
  | { kind: 'new' }
  | { kind: 'edit' | 'view'; id: number }
  /** `?id=` that cannot be a SKU's id: said so, rather than shown as an empty new form. */
  | { kind: 'invalid' };

/** What the address asks for: a new SKU, the SKU `id` to edit, or its detail (`mode=view`). */
export function useProductPageParams(): ProductPageTarget {
  const [params] = useSearchParams();
  return productPageTarget(params);
}

export function productPageTarget(params: URLSearchParams): ProductPageTarget {
  const raw = params.get(PRODUCT_FORM_PARAMS.id);
  if (raw === null) return { kind: 'new' };
  if (!/^\d{1,10}$/.test(raw) || Number(raw) <= 0) return { kind: 'invalid' };
  return { kind: params.get(PRODUCT_FORM_PARAMS.mode) === VIEW_MODE ? 'view' : 'edit', id: Number(raw) };
}
