import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWarehouseOptions } from './use-warehouse-options';

/** The warehouse filter of both inventory lists; the filter form gives it its value, change and id. */
export function WarehouseSelect(props: Omit<SelectProps<number>, 'options'>) {
  const { t } = useTranslation();
  const warehouses = useWarehouseOptions();
  return (
    <Select<number>
      allowClear
      loading={warehouses.loading}
      options={warehouses.options}
      placeholder={t('inventory.anyWarehouse')}
      {...props}
    />
  );
}
