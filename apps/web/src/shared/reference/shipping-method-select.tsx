import { Select, type SelectProps } from 'antd';
import { useShippingMethods } from './use-shipping-methods';

type ShippingMethodSelectProps = Omit<SelectProps<string>, 'options' | 'placeholder'> & {
  /** What the empty field says: the screen's own words for "any shipping method". */
  placeholder: string;
};

/**
 * The shipping-method filter of a list (one per code, name and code, typed to find either; cleared
 * for any method); the filter form gives it its value, change and id.
 */
export function ShippingMethodSelect(props: ShippingMethodSelectProps) {
  const methods = useShippingMethods();
  return (
    <Select<string>
      allowClear
      showSearch
      optionFilterProp="label"
      loading={methods.loading}
      options={methods.options}
      {...props}
    />
  );
}
