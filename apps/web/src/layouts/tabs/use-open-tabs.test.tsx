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
const notFound = { ...route('/404'), errorPage: true };
const orders = route('/orders');
const table: RouteTable = { granted: new Map(), groups: new Map(), forbidden: route('/403'), notFound };
const user = { customer_id: 1, customer_sub_account_id: 0 } as CurrentUser;
const pageAt = () => notFound;

afterEach(() => tabStore.end());

describe('useOpenTabs', () => {
  it('opens the tab of each navigation, also one back to the address the last render showed', () => {
    const { rerender } = renderHook(
      ({ navigation }) => useOpenTabs(user, table, () => orders, orders, '/orders', '', navigation),
      {
        initialProps: { navigation: 'first' },
      },
    );
    expect(tabStore.getTabs().map((tab) => tab.path)).toEqual(['/orders']);
    // Closed while shown; the page in between is never drawn, and the next navigation comes back here.
    tabStore.remove('/orders');
    expect(tabStore.getTabs()).toEqual([]);
    rerender({ navigation: 'second' });
    expect(tabStore.getTabs().map((tab) => tab.path)).toEqual(['/orders']);
  });

  it('opens no tab for an error page, and drops a saved tab that now shows one', () => {
    const first = renderHook(
      ({ at, navigation }) => useOpenTabs(user, table, () => orders, at, at.path, '', navigation),
      { initialProps: { at: orders, navigation: 'first' } },
    );
    first.rerender({ at: notFound, navigation: 'second' });
    first.rerender({ at: { ...table.forbidden, errorPage: true }, navigation: 'third' });
    expect(tabStore.getTabs().map((tab) => tab.path)).toEqual(['/orders']);
    first.unmount();

    // A reload after /orders was taken from the user: its saved tab would now show 403.
    renderHook(() => useOpenTabs(user, table, pageAt, undefined, '/orders', '', 'reload'));
    expect(tabStore.getTabs()).toEqual([]);
  });
});
