import { productReference } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../api/use-operation';
import { localizedName } from '../format/localized-name';

/** Reference data changes with a release, not during a session. */
const REFERENCE = { staleTime: Number.POSITIVE_INFINITY } as const;

/** The provider's warehouses as select options, and a name by id. */
export function useWarehouses() {
  const { i18n } = useTranslation();
  const query = useOperationQuery(productReference.getWarehouseList, undefined, REFERENCE);
  const language = i18n.language;
  return useMemo(() => {
    const list = query.data ?? [];
    return {
      loading: query.isPending,
      options: list.map((warehouse) => ({
        value: warehouse.id,
        label: `${warehouse.code} · ${localizedName(warehouse, language)}`,
      })),
    };
  }, [query.data, query.isPending, language]);
}
