import { INBOUND_STATUS_TABS, type InboundStatusTab, inbound } from '@portal/contract';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { FormSelect } from '../../../shared/forms/form-select';
import { atLeast } from '../../../shared/list/list-columns';
import { useTheme } from '../../../shared/theme/theme-store';
import type { InboundListScreen } from './inbound-list';

/** The status tab the address names ('all' when none). */
export function currentStatus(screen: InboundListScreen): InboundStatusTab {
  const status = screen.scope?.status;
  return (INBOUND_STATUS_TABS as readonly string[]).includes(status ?? '') ? (status as InboundStatusTab) : 'all';
}

/** The status tabs of spec 4 with how many bookings each holds under the list's filters; a phone picks from a select. */
export function InboundStatusTabs({ screen }: { screen: InboundListScreen }) {
  const { t } = useTranslation();
  const { screenWidth } = useTheme();
  const counts = useOperationQuery(inbound.getStatusCount, screen.filters).data?.counts;
  const status = currentStatus(screen);
  const choose = (next: InboundStatusTab) => screen.setScope(next === 'all' ? {} : { status: next });
  const options = INBOUND_STATUS_TABS.map((tab) => ({
    value: tab,
    label: counts
      ? t('inbound.list.tabCount', { name: t(`inbound.status.${tab}`), count: counts[tab] ?? 0 })
      : t(`inbound.status.${tab}`),
  }));

  if (!atLeast(screenWidth, 'md')) {
    return (
      <FormSelect<InboundStatusTab>
        aria-label={t('inbound.list.statusTabs')}
        value={status}
        options={options}
        onChange={choose}
        style={{ width: '100%', marginBottom: 12 }}
        data-testid="inbound-status-select"
      />
    );
  }
  return (
    <div role="radiogroup" aria-label={t('inbound.list.statusTabs')} style={{ marginBottom: 12 }}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={status}
        options={options}
        onChange={(event) => choose(event.target.value as InboundStatusTab)}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
        data-testid="inbound-status-tabs"
      />
    </div>
  );
}
