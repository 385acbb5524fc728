import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { BatchLinesInput } from '../../../shared/list/batch-lines-input';
import { DateRangeInput } from '../../../shared/list/date-range-input';
import { ListFilter, ListFilters } from '../../../shared/list/list-filters';
import { WarehouseSelect } from '../../../shared/reference/warehouse-select';
import type { InboundListScreen } from './inbound-list';

/** Receiving numbers (batch, one per line), warehouse, SKU, tracking number and created dates. */
export function InboundFilters({ screen }: { screen: InboundListScreen }) {
  const { t } = useTranslation();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="receiving_no" label={t('inbound.fields.receiving_no')}>
        <BatchLinesInput placeholder={t('inbound.list.receivingNoPlaceholder')} />
      </ListFilter>
      <ListFilter name="warehouse_id" label={t('inbound.fields.warehouse')}>
        <WarehouseSelect placeholder={t('inbound.list.anyWarehouse')} />
      </ListFilter>
      <ListFilter name="sku" label={t('inbound.fields.sku')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="tracking_no" label={t('inbound.fields.tracking_no')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="created" label={t('inbound.fields.created_at')}>
        <DateRangeInput />
      </ListFilter>
    </ListFilters>
  );
}
