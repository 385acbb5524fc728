import { Select, type SelectProps } from 'antd';
import { useCountries } from './use-countries';
import { useShippingMethods } from './use-shipping-methods';

type SearchSelectProps = Omit<SelectProps<string>, 'options' | 'placeholder'> & {
  /** What the empty field says: the screen's own words for "any" of them. */
  placeholder: string;
};

/** A reference list as a filter's select: typed in to find an option by its name or code, cleared for any. */
function SearchSelect({
  reference,
  ...props
}: SearchSelectProps & { reference: Pick<SelectProps<string>, 'loading' | 'options'> }) {
  return (
    <Select<string>
      allowClear
      showSearch
      optionFilterProp="label"
      loading={reference.loading}
      options={reference.options}
      {...props}
    />
  );
}

/** The destination-country filter of a list; the filter form gives it its value, change and id. */
export function CountrySelect(props: SearchSelectProps) {
  return <SearchSelect reference={useCountries()} {...props} />;
}

/** The shipping-method filter of a list (one option per code); the filter form gives it its value, change and id. */
export function ShippingMethodSelect(props: SearchSelectProps) {
  return <SearchSelect reference={useShippingMethods()} {...props} />;
}
