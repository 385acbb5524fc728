import type { CurrentUser } from '@portal/contract';
import { renderHook } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { tabStore } from '../../shared/tabs/tab-store';
import type { RouteTable, ShellRoute } from '../routing/route-table';
import { useOpenTabs } from './use-open-tabs';

const Page = lazy(async () => ({ default: () => null }));
const route = (path: string): ShellRoute => ({
  path,
  component: path.slice(1),
  title: { text: { en: path, zh_CN: path } },
  Page,
  keepAlive: false,
  closable: true,
  tab: {},
  menuPath: path,
});
const notFound = route('/404');
const table: RouteTable = { granted: new Map(), groups: new Map(), forbidden: route('/403'), notFound };
const user = { customer_id: 1, customer_sub_account_id: 0 } as CurrentUser;
const pageAt = () => notFound;

afterEach(() => tabStore.end());

describe('useOpenTabs', () => {
  it('opens the tab of each navigation, also one back to the address the last render showed', () => {
    const { rerender } = renderHook(
      ({ navigation }) => useOpenTabs(user, table, pageAt, notFound, '/404', '', navigation),
      {
        initialProps: { navigation: 'first' },
      },
    );
    expect(tabStore.getTabs().map((tab) => tab.path)).toEqual(['/404']);
    // Closed while shown; the page in between is never drawn, and the next navigation comes back here.
    tabStore.remove('/404');
    expect(tabStore.getTabs()).toEqual([]);
    rerender({ navigation: 'second' });
    expect(tabStore.getTabs().map((tab) => tab.path)).toEqual(['/404']);
  });
});
