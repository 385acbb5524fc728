import { Select, type SelectProps } from 'antd';
import { useCountries } from './use-countries';

type CountrySelectProps = Omit<SelectProps<string>, 'options' | 'placeholder'> & {
  /** What the empty field says: the screen's own words for "any country". */
  placeholder: string;
};

/**
 * The destination-country filter of a list (name and code, typed to find either; cleared for any
 * country); the filter form gives it its value, change and id.
 */
export function CountrySelect(props: CountrySelectProps) {
  const countries = useCountries();
  return (
    <Select<string>
      allowClear
      showSearch
      optionFilterProp="label"
      loading={countries.loading}
      options={countries.options}
      {...props}
    />
  );
}
