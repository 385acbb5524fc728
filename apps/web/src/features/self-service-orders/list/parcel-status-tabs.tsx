import { PARCEL_STATUS_TABS, type ParcelStatusTab, selfServiceOrder } from '@portal/contract';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { FormSelect } from '../../../shared/forms/form-select';
import { atLeast } from '../../../shared/list/list-columns';
import { useTheme } from '../../../shared/theme/theme-store';
import { type ParcelListScreen, parcelFiltersOf } from './parcel-list';

/** The status tab the address names ('all' when none). */
export function currentParcelStatus(screen: Pick<ParcelListScreen, 'scope'>): ParcelStatusTab {
  const status = screen.scope?.status;
  return (PARCEL_STATUS_TABS as readonly string[]).includes(status ?? '') ? (status as ParcelStatusTab) : 'all';
}

/**
 * All and the nine statuses, each with how many parcel orders it holds under the list's filters
 * (getStatusCount). A group of radio buttons that wraps, like the order list's; a phone picks from a select.
 */
export function ParcelStatusTabs({ screen }: { screen: ParcelListScreen }) {
  const { t } = useTranslation();
  const { screenWidth } = useTheme();
  const counts = useOperationQuery(selfServiceOrder.getParcelStatusCount, parcelFiltersOf(screen.filters)).data?.counts;
  const status = currentParcelStatus(screen);
  const choose = (next: ParcelStatusTab) => screen.setScope(next === 'all' ? {} : { status: next });
  const options = PARCEL_STATUS_TABS.map((tab) => ({
    value: tab,
    label: counts
      ? t('parcels.list.tabCount', { name: t(`parcels.status.${tab}`), count: counts[tab] ?? 0 })
      : t(`parcels.status.${tab}`),
  }));

  if (!atLeast(screenWidth, 'md')) {
    return (
      <FormSelect<ParcelStatusTab>
        aria-label={t('parcels.list.statusTabs')}
        showSearch
        optionFilterProp="label"
        value={status}
        options={options}
        onChange={choose}
        style={{ width: '100%', marginBottom: 12 }}
        data-testid="parcel-status-select"
      />
    );
  }
  // antd's Radio.Group has no role of its own: the group around it names the radios.
  return (
    <div role="radiogroup" aria-label={t('parcels.list.statusTabs')} style={{ marginBottom: 12 }}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={status}
        options={options}
        onChange={(event) => choose(event.target.value as ParcelStatusTab)}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
        data-testid="parcel-status-tabs"
      />
    </div>
  );
}
