import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tab } from '../../shared/tabs/tab-model';
import { renderWithApp } from '../../test/render-with-app';
import { TabBar } from './tab-bar';

function tab(path: string, title: string): Tab {
  const text = { en: title, zh_CN: title };
  return {
    key: path,
    fullPath: path,
    path,
    title: { text },
    closable: true,
    components: [],
    meta: { keepAlive: false },
  };
}

const tabs = [tab('/dashboard/workplace', 'Workplace'), tab('/order/order-list', 'Order List')];

afterEach(() => window.history.replaceState({}, '', '/'));

describe('the tab bar', { timeout: 20_000 }, () => {
  it('goes back to the tab still marked active while the page opened after it is loading', () => {
    // The address is the order list's; its page is still downloading, so the workplace is drawn.
    window.history.replaceState({}, '', '/order/order-list');
    renderWithApp(
      <TabBar tabs={tabs} activeKey="/dashboard/workplace" tabStyle="card" bodyFullscreen={false} run={() => {}} />,
      { route: '/order/order-list' },
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Workplace' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/workplace');
  });
});
