import { ORDER_STATUS_TABS, type OrderStatusTab, order } from '@portal/contract';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { FormSelect } from '../../../shared/forms/form-select';
import { atLeast } from '../../../shared/list/list-columns';
import { useTheme } from '../../../shared/theme/theme-store';
import { type OrderListScreen, orderFiltersOf } from './order-list';

/** The status tab the address names ('all' when none). */
export function currentStatus(screen: OrderListScreen): OrderStatusTab {
  const status = screen.scope?.status;
  return (ORDER_STATUS_TABS as readonly string[]).includes(status ?? '') ? (status as OrderStatusTab) : 'all';
}

/**
 * The 13 status tabs of spec 2 with how many orders each holds under the list's filters. They are
 * a group of radio buttons that wraps (thirteen tabs do not fit one line, and antd's overflow menu
 * puts a button inside the tab list where only tabs may be); a phone picks from a select.
 */
export function OrderStatusTabs({ screen }: { screen: OrderListScreen }) {
  const { t } = useTranslation();
  const { screenWidth } = useTheme();
  const counts = useOperationQuery(order.getStatusCount, orderFiltersOf(screen.filters)).data?.counts;
  const status = currentStatus(screen);
  const choose = (next: OrderStatusTab) => screen.setScope(next === 'all' ? {} : { status: next });
  const options = ORDER_STATUS_TABS.map((tab) => ({
    value: tab,
    label: counts
      ? t('orderList.tabCount', { name: t(`orderLabels.status.${tab}`), count: counts[tab] ?? 0 })
      : t(`orderLabels.status.${tab}`),
  }));

  if (!atLeast(screenWidth, 'md')) {
    return (
      <FormSelect<OrderStatusTab>
        aria-label={t('orderList.statusTabs')}
        showSearch
        optionFilterProp="label"
        value={status}
        options={options}
        onChange={choose}
        style={{ width: '100%', marginBottom: 12 }}
        data-testid="order-status-select"
      />
    );
  }
  // antd's Radio.Group has no role of its own: the group around it names the radios.
  return (
    <div role="radiogroup" aria-label={t('orderList.statusTabs')} style={{ marginBottom: 12 }}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={status}
        options={options}
        onChange={(event) => choose(event.target.value as OrderStatusTab)}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
        data-testid="order-status-tabs"
      />
    </div>
  );
}
