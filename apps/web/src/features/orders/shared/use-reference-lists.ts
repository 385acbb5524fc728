import { productReference } from '@portal/contract';
import { useOperationQuery } from '../../../shared/api/use-operation';

export { useCountries } from '../../../shared/reference/use-countries';
export { useShippingMethods } from '../../../shared/reference/use-shipping-methods';
export { useWarehouses } from '../../../shared/reference/use-warehouses';

/** Reference data changes with a release, not during a session. */
const REFERENCE = { staleTime: Number.POSITIVE_INFINITY } as const;

/** Pack materials (consumables) of getProductPackMaterial. */
export function usePackMaterials() {
  return useOperationQuery(productReference.getProductPackMaterial, undefined, REFERENCE);
}
