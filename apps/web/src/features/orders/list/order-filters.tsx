import { ORDER_STATUSES } from '@portal/contract';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BatchLinesInput } from '../../../shared/list/batch-lines-input';
import { DateRangeInput } from '../../../shared/list/date-range-input';
import { FlagCheckbox } from '../../../shared/list/flag-checkbox';
import { ListFilter, ListFilters } from '../../../shared/list/list-filters';
import { CountrySelect, ShippingMethodSelect } from '../../../shared/reference/reference-selects';
import { WarehouseSelect } from '../../../shared/reference/warehouse-select';
import type { OrderListScreen } from './order-list';

/**
 * Order numbers (batch, one per line), created dates, warehouse, shipping method, country, SKU, a
 * status of all thirteen (Verifying has no tab: under All Orders this is where it is found),
 * awaiting a reply.
 */
export function OrderFilters({ screen }: { screen: OrderListScreen }) {
  const { t } = useTranslation();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="order_nos" label={t('orderLabels.fields.order_nos')}>
        <BatchLinesInput placeholder={t('orderList.orderNosPlaceholder')} />
      </ListFilter>
      <ListFilter name="created" label={t('orderLabels.fields.created')}>
        <DateRangeInput />
      </ListFilter>
      <ListFilter name="warehouse_id" label={t('orderLabels.fields.warehouse')}>
        <WarehouseSelect placeholder={t('orderList.anyWarehouse')} />
      </ListFilter>
      <ListFilter name="shipping_method_code" label={t('orderLabels.fields.shipping_method')}>
        <ShippingMethodSelect placeholder={t('orderList.anyShippingMethod')} />
      </ListFilter>
      <ListFilter name="country" label={t('orderLabels.fields.country')}>
        <CountrySelect placeholder={t('orderList.anyCountry')} />
      </ListFilter>
      <ListFilter name="sku" label={t('orderLabels.fields.sku')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="order_status" label={t('orderLabels.fields.status')}>
        <Select
          allowClear
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orderLabels.status.${status}`) }))}
          placeholder={t('orderList.anyStatus')}
        />
      </ListFilter>
      <ListFilter name="awaiting_reply" label={t('orderList.exceptionsFilter')}>
        <FlagCheckbox label={t('orderList.awaitingReplyOnly')} />
      </ListFilter>
    </ListFilters>
  );
}
