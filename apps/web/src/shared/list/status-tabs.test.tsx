import { INBOUND_STATUS_TABS, inbound } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { themeStore } from '../theme/theme-store';
import { StatusTabs } from './status-tabs';
import { useListUrlState } from './use-list-url-state';

const spec = {
  filterSchema: inbound.inboundFilterSchema,
  scopeSchema: z.object({ status: inbound.inboundStatusTabSchema }),
};

/** The counts' requests, newest last. */
let asked: URLSearchParams[] = [];

function serve() {
  asked = [];
  fakeApi([
    [
      inbound.getStatusCount,
      (_body, url) => {
        asked.push(url.searchParams);
        return ok({ counts: { all: 5, draft: 2, submitted: 3 } });
      },
    ],
  ]);
}

/** A list's address state with the tabs over it, as a list screen holds them. */
function Tabs() {
  const { t } = useTranslation();
  const list = useListUrlState(spec);
  return (
    <StatusTabs
      screen={list}
      tabs={INBOUND_STATUS_TABS}
      tabName={(tab) => t(`inbound.status.${tab}`)}
      count={inbound.getStatusCount}
      countQuery={list.filters}
      label="Booking status"
      testId="booking-status"
    />
  );
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  themeStore.setScreen({ width: 1024, height: 768 });
});

describe('StatusTabs', { timeout: 20_000 }, () => {
  it("shows each tab with its count under the list's filters, the address's tab chosen", async () => {
    serve();
    renderWithApp(<Tabs />, { route: '/inbound/list?sku=MUG&status=submitted' });
    const group = screen.getByRole('radiogroup', { name: 'Booking status' });
    expect(within(group).getByTestId('booking-status-tabs')).toBeTruthy();
    const submitted = await within(group).findByRole('radio', { name: 'Submitted (3)' });
    expect((submitted as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByRole('radio', { name: 'All (5)' })).toBeTruthy();
    // A tab the reply leaves out holds none.
    expect(within(group).getByRole('radio', { name: 'Voided (0)' })).toBeTruthy();
    expect(asked.at(-1)?.get('sku')).toBe('MUG');
    // The tab is the rows shown, not a filter the counts are asked under.
    expect(asked.at(-1)?.has('status')).toBe(false);
  });

  it("puts the chosen tab in the address from page one, keeping the filters, and 'All' takes it out", async () => {
    serve();
    renderWithApp(<Tabs />, { route: '/inbound/list?sku=MUG&page=3' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Draft (2)' }));
    await waitFor(() => expect(location()).toBe('/inbound/list?sku=MUG&status=draft'));
    fireEvent.click(screen.getByRole('radio', { name: 'All (5)' }));
    await waitFor(() => expect(location()).toBe('/inbound/list?sku=MUG'));
  });

  it('shows All for a tab the list does not have', async () => {
    serve();
    renderWithApp(<Tabs />, { route: '/inbound/list?status=lost' });
    expect(((await screen.findByRole('radio', { name: 'All (5)' })) as HTMLInputElement).checked).toBe(true);
  });

  it('on a phone picks the tab from a select named like the tabs', async () => {
    themeStore.setScreen({ width: 390, height: 800 });
    serve();
    renderWithApp(<Tabs />, { route: '/inbound/list' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByTestId('booking-status-select')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Booking status' });
    fireEvent.mouseDown(select);
    const option = (title: string) => document.querySelector(`.ant-select-item-option[title="${title}"]`);
    await waitFor(() => expect(option('All (5)')).not.toBeNull());
    // Typed into, like every list's tab select, it keeps the tabs whose name holds the text.
    fireEvent.change(select, { target: { value: 'subm' } });
    await waitFor(() => expect(option('All (5)')).toBeNull());
    expect(option('Submitted (3)')).not.toBeNull();
    fireEvent.click(await screen.findByTitle('Submitted (3)'));
    await waitFor(() => expect(location()).toBe('/inbound/list?status=submitted'));
  });
});
