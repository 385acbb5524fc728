import { common } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../api/use-operation';
import { localizedName } from '../format/localized-name';

/** Reference data changes with a release, not during a session. */
const REFERENCE = { staleTime: Number.POSITIVE_INFINITY } as const;

/** The countries of getCountryList as select options (name and code, searchable by both), and a name by code. */
export function useCountries() {
  const { i18n } = useTranslation();
  const query = useOperationQuery(common.getCountryList, undefined, REFERENCE);
  const language = i18n.language;
  return useMemo(() => {
    const list = query.data ?? [];
    const names = new Map(list.map((country) => [country.code, localizedName(country, language)]));
    return {
      loading: query.isPending,
      options: list.map((country) => ({
        value: country.code,
        label: `${names.get(country.code)} (${country.code})`,
      })),
      nameOf: (code: string) => (code ? (names.get(code) ?? code) : ''),
    };
  }, [query.data, query.isPending, language]);
}
