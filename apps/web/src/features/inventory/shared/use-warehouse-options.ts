import { productReference } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { localizedName } from '../../../shared/format/localized-name';

const REFERENCE = { staleTime: Number.POSITIVE_INFINITY } as const;

/** The warehouses as the filters' options: code and name in the user's language. */
export function useWarehouseOptions() {
  const { i18n } = useTranslation();
  const query = useOperationQuery(productReference.getWarehouseList, undefined, REFERENCE);
  const language = i18n.language;
  return useMemo(
    () => ({
      loading: query.isPending,
      options: (query.data ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${localizedName(w, language)}` })),
    }),
    [query.data, query.isPending, language],
  );
}
