import { type ContentOf, common } from '@portal/contract';
import type { SelectProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { callOperation } from '../../shared/api/call-operation';
import { FormSelect } from '../../shared/forms/form-select';

interface CountryOption {
  value: string;
  label: string;
}

type Countries = ContentOf<typeof common.getCountryList>;

/**
 * Asked once per page load: the list changes only with a release of the reference data. Failures
 * are retried as the query client would (a refusal is final, a lost request is tried twice more),
 * and then forgotten so the next registration form asks again.
 */
let countryList: Promise<Countries> | undefined;
let loadedCountries: Countries | undefined;

function loadCountries(): Promise<Countries> {
  countryList ??= fetchCountries(0).then(
    (list) => {
      loadedCountries = list;
      return list;
    },
    (error: unknown) => {
      countryList = undefined;
      throw error;
    },
  );
  return countryList;
}

async function fetchCountries(attempt: number): Promise<Countries> {
  try {
    return await callOperation(common.getCountryList);
  } catch (error) {
    if ((error instanceof ApiError && error.code > 0) || attempt >= 2) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    return fetchCountries(attempt + 1);
  }
}

/** The country list and whether it is still coming, without TanStack Query (public pages lack it). */
function useCountries(): { data: Countries | undefined; isLoading: boolean } {
  const [data, setData] = useState(loadedCountries);
  const [isLoading, setLoading] = useState(!loadedCountries);
  useEffect(() => {
    let live = true;
    loadCountries().then(
      (list) => {
        if (!live) return;
        setData(list);
        setLoading(false);
      },
      // The request layer has already told the user why.
      () => {
        if (live) setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { data, isLoading };
}

/** Countries from the server, named in the current language and searchable by name or ISO code. */
export function CountrySelect(props: Omit<SelectProps<string, CountryOption>, 'options'>) {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  const chinese = i18n.language.startsWith('zh');

  const options = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ value: country.code, label: chinese ? country.name_cn : country.name_en }))
        .sort((a, b) => a.label.localeCompare(b.label, chinese ? 'zh-CN' : 'en')),
    [countries.data, chinese],
  );

  return (
    <FormSelect<string, CountryOption>
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
