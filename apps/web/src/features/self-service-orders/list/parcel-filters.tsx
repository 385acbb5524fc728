import { HANDOVER_METHODS } from '@portal/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BatchLinesInput } from '../../../shared/list/batch-lines-input';
import { DateRangeInput } from '../../../shared/list/date-range-input';
import { FlagCheckbox } from '../../../shared/list/flag-checkbox';
import { ListFilter, ListFilters } from '../../../shared/list/list-filters';
import { CountrySelect, ShippingMethodSelect } from '../../../shared/reference/reference-selects';
import { WarehouseSelect } from '../../../shared/reference/warehouse-select';
import type { ParcelListScreen } from './parcel-list';

/**
 * What getList filters by: parcel numbers, the merchant's references or tracking numbers (batch,
 * one per line), created dates, hub, shipping method, recipient country, hand-over, awaiting a reply.
 */
export function ParcelFilters({ screen }: { screen: ParcelListScreen }) {
  const { t } = useTranslation();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="parcel_nos" label={t('parcels.fields.parcel_nos')}>
        <BatchLinesInput placeholder={t('parcels.list.parcelNosPlaceholder')} />
      </ListFilter>
      <ListFilter name="created" label={t('parcels.fields.created')}>
        <DateRangeInput />
      </ListFilter>
      <ListFilter name="warehouse_id" label={t('parcels.fields.warehouse')}>
        <WarehouseSelect placeholder={t('parcels.list.anyWarehouse')} />
      </ListFilter>
      <ListFilter name="shipping_method_code" label={t('parcels.fields.shipping_method')}>
        <ShippingMethodSelect placeholder={t('parcels.list.anyShippingMethod')} />
      </ListFilter>
      <ListFilter name="country" label={t('parcels.fields.country')}>
        <CountrySelect placeholder={t('parcels.list.anyCountry')} />
      </ListFilter>
      <ListFilter name="handover_method" label={t('parcels.fields.handover_method')}>
        <Select
          allowClear
          options={HANDOVER_METHODS.map((method) => ({ value: method, label: t(`parcels.handover.${method}`) }))}
          placeholder={t('parcels.list.anyHandover')}
        />
      </ListFilter>
      <ListFilter name="awaiting_reply" label={t('parcels.list.exceptionsFilter')}>
        <FlagCheckbox label={t('parcels.list.awaitingReplyOnly')} />
      </ListFilter>
    </ListFilters>
  );
}
