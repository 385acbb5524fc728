import { common } from '@portal/contract';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';

interface CountryOption {
  value: string;
  label: string;
}

/** Countries from the server, named in the current language and searchable by name or ISO code. */
export function CountrySelect(props: Omit<SelectProps<string, CountryOption>, 'options'>) {
  const { t, i18n } = useTranslation();
  // The list changes only with a release of the reference data.
  const countries = useOperationQuery(common.getCountryList, undefined, { staleTime: Number.POSITIVE_INFINITY });
  const chinese = i18n.language.startsWith('zh');

  const options = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ value: country.code, label: chinese ? country.name_cn : country.name_en }))
        .sort((a, b) => a.label.localeCompare(b.label, chinese ? 'zh-CN' : 'en')),
    [countries.data, chinese],
  );

  return (
    <Select<string, CountryOption>
      {...props}
      showSearch
      options={options}
      loading={countries.isLoading}
      placeholder={t('auth.register.searchCountry')}
      filterOption={(input, option) => {
        const query = input.trim().toLowerCase();
        return Boolean(option && (option.label.toLowerCase().includes(query) || option.value.toLowerCase() === query));
      }}
    />
  );
}
