import type { OperationDef, QueryOf } from '@portal/contract';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useOperationQuery } from '../api/use-operation';
import { FormSelect } from '../forms/form-select';
import { useTheme } from '../theme/theme-store';
import { atLeast } from './list-columns';

/** A list's tabs in order, `all` first (every row: no status in the address). */
export type StatusTabList = readonly ['all', ...string[]];

/** A list's count read (getStatusCount): its filters in, how many rows each tab holds out. */
export interface StatusCountOperation extends OperationDef {
  response: z.ZodType<{ counts: Partial<Record<string, number>> }>;
}

/** What the tabs read and set of a list screen (`useListScreen` with a `scopeSchema` of `status`). */
export interface StatusScope {
  scope?: Record<string, string>;
  setScope(scope: Record<string, string>): void;
}

/** The tab the address names: 'all' when it names none, or one the list does not have. */
export function currentTab<T extends StatusTabList>(tabs: T, screen: Pick<StatusScope, 'scope'>): T[number] {
  const status = screen.scope?.status;
  return status !== undefined && tabs.includes(status) ? status : 'all';
}

interface StatusTabsProps<T extends StatusTabList, O extends StatusCountOperation> {
  /** The list screen: the address's `status` is the tab shown; choosing one sets it, 'all' clears it. */
  screen: StatusScope;
  tabs: T;
  /** A tab's name, without its count. */
  tabName(tab: T[number]): string;
  /** The read counting each tab's rows, and the list's filters it takes (the tabs' counts follow a search). */
  count: O;
  countQuery: QueryOf<O>;
  /** Names the group of tabs (a phone's select too). */
  label: string;
  /** `<testId>-tabs` on the group of tabs, `<testId>-select` on a phone's select. */
  testId: string;
}

/**
 * A list's status tabs, each with how many rows it holds under the list's filters. They are a group
 * of radio buttons that wraps (a dozen tabs do not fit one line, and antd's overflow menu puts a
 * button inside the tab list where only tabs may be); a phone picks from a select.
 */
export function StatusTabs<T extends StatusTabList, O extends StatusCountOperation>({
  screen,
  tabs,
  tabName,
  count,
  countQuery,
  label,
  testId,
}: StatusTabsProps<T, O>) {
  const { t } = useTranslation();
  const { screenWidth } = useTheme();
  const counts = useOperationQuery<StatusCountOperation>(count, countQuery).data?.counts;
  const status = currentTab(tabs, screen);
  const choose = (next: T[number]) => screen.setScope(next === 'all' ? {} : { status: next });
  const options = tabs.map((tab: T[number]) => ({
    value: tab,
    label: counts ? t('listKit.tabCount', { name: tabName(tab), count: counts[tab] ?? 0 }) : tabName(tab),
  }));

  if (!atLeast(screenWidth, 'md')) {
    return (
      <FormSelect<T[number]>
        aria-label={label}
        showSearch
        optionFilterProp="label"
        value={status}
        options={options}
        onChange={choose}
        style={{ width: '100%', marginBottom: 12 }}
        data-testid={`${testId}-select`}
      />
    );
  }
  // antd's Radio.Group has no role of its own: the group around it names the radios.
  return (
    <div role="radiogroup" aria-label={label} style={{ marginBottom: 12 }}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={status}
        options={options}
        onChange={(event) => choose(event.target.value as T[number])}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
        data-testid={`${testId}-tabs`}
      />
    </div>
  );
}
