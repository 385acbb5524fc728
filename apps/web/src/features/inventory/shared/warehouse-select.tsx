import type { SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { WarehouseSelect as ListWarehouseSelect } from '../../../shared/reference/warehouse-select';

/** The warehouse filter of the inventory lists; the filter form gives it its value, change and id. */
export function WarehouseSelect(props: Omit<SelectProps<number>, 'options' | 'placeholder'>) {
  const { t } = useTranslation();
  return <ListWarehouseSelect placeholder={t('inventory.anyWarehouse')} {...props} />;
}
