import { Select, type SelectProps } from 'antd';
import { useWarehouses } from './use-warehouses';

type WarehouseSelectProps = Omit<SelectProps<number>, 'options' | 'placeholder'> & {
  /** What the empty field says: the screen's own words for "any warehouse". */
  placeholder: string;
};

/**
 * The warehouse filter of a list (code · name in the user's language, cleared for any warehouse);
 * the filter form gives it its value, change and id.
 */
export function WarehouseSelect(props: WarehouseSelectProps) {
  const warehouses = useWarehouses();
  return <Select<number> allowClear loading={warehouses.loading} options={warehouses.options} {...props} />;
}
