import { shipping } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../api/use-operation';
import { localizedName } from '../format/localized-name';

/** Reference data changes with a release, not during a session. */
const REFERENCE = { staleTime: Number.POSITIVE_INFINITY } as const;

/** The provider's shipping methods as filter options: one per code (a method may serve several warehouses). */
export function useShippingMethods() {
  const { i18n } = useTranslation();
  const query = useOperationQuery(shipping.getMethodList, {}, REFERENCE);
  const language = i18n.language;
  return useMemo(() => {
    const byCode = new Map((query.data ?? []).map((method) => [method.code, method]));
    return {
      loading: query.isPending,
      options: [...byCode.values()].map((method) => ({
        value: method.code,
        label: `${localizedName(method, language)} (${method.code})`,
      })),
    };
  }, [query.data, query.isPending, language]);
}
