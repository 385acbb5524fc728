import {
  MASKED,
  type OperationLogDetail,
  type OperationLogItem,
  operationLog,
  PARAMETERS_CUT_MARK,
  type SubAccountItem,
  subAccount,
  user,
} from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationKey } from '../../shared/api/use-operation';
import { i18n } from '../../shared/i18n/i18n';
import { themeStore } from '../../shared/theme/theme-store';
import { asSubAccount, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import OperationLogPage from './operation-log-page';

const entry = (id: number, overrides: Partial<OperationLogItem>): OperationLogItem => ({
  id,
  created_at: '2026-11-29T08:15:30.000Z',
  account_id: 1,
  account_name: 'Erin Tester',
  account_email: 'erin@shop.test',
  account_kind: 'main',
  source: 'web',
  menu: 'product',
  operation: 'product.addProduct',
  method: 'POST',
  url: '/api/ucenter/product/addProduct',
  result_code: 0,
  result_msg: 'Success',
  duration_ms: 42,
  ip: '203.0.113.7',
  ...overrides,
});

const ENTRIES = [
  entry(7, {}),
  entry(8, {
    menu: 'account',
    operation: 'auth.login',
    url: '/api/ucenter/user/login',
    result_code: 1006,
    result_msg: 'Wrong e-mail or password',
  }),
  entry(9, {
    account_id: 0,
    account_name: 'API key',
    account_email: '',
    account_kind: '',
    source: 'api',
    menu: 'order',
    operation: 'open.cancelOrder',
    url: '/api/open/v1/orders/SO-1/cancel',
  }),
];

const PARAMS: Record<number, string> = {
  7: JSON.stringify({ body: { sku: 'MUG-01', name_en: 'Mug' } }),
  8: JSON.stringify({ body: { email: 'erin@shop.test', password: MASKED } }),
  9: `{"body":{"reason":"${'x'.repeat(40)}${PARAMETERS_CUT_MARK}`,
};

/** Answers the list (recording each query asked) and each entry's detail. */
function serve(...extra: Parameters<typeof fakeApi>[0]) {
  const asked: URLSearchParams[] = [];
  const api = fakeApi([
    ...extra,
    [
      operationLog.getList,
      (_body, url) => {
        asked.push(url.searchParams);
        const menu = url.searchParams.get('menu');
        const list = ENTRIES.filter((row) => !menu || row.menu === menu);
        return ok({ list, total: list.length });
      },
    ],
    [
      operationLog.getDetail,
      (_body, url) => {
        const found = ENTRIES.find((row) => row.id === Number(url.searchParams.get('id')));
        if (!found) return { error_code: 1711, msg: 'The entry does not exist' };
        const detail: OperationLogDetail = { ...found, params: PARAMS[found.id] ?? '', user_agent: 'Mozilla/5.0 Test' };
        return ok(detail);
      },
    ],
  ]);
  return { ...api, asked };
}

const location = () => screen.getByTestId('location').textContent ?? '';
const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  themeStore.setScreen({ width: 1024, height: 768 });
});

describe('OperationLogPage', { timeout: 30_000 }, () => {
  it('lists each entry with its menu, source and result in words, the time in UTC', async () => {
    // Wide enough for every column by default.
    themeStore.setScreen({ width: 1920, height: 1080 });
    serve();
    renderWithApp(<OperationLogPage />, { route: '/operation-log' });
    await screen.findByText('/api/ucenter/product/addProduct');
    const added = rowOf('/api/ucenter/product/addProduct');
    expect(added.getByText('2026-11-29 08:15:30')).toBeTruthy();
    expect(added.getByText('Products')).toBeTruthy();
    expect(added.getByText('Portal')).toBeTruthy();
    expect(added.getByText('Main account')).toBeTruthy();
    expect(added.getByText('erin@shop.test')).toBeTruthy();
    expect(added.getByText('Success')).toBeTruthy();
    const refused = rowOf('/api/ucenter/user/login');
    expect(refused.getByText('Account')).toBeTruthy();
    expect(refused.getByText('1006 Wrong e-mail or password')).toBeTruthy();
    const api = rowOf('API key');
    expect(api.getByText('Open API')).toBeTruthy();
    expect(api.getByText('Orders')).toBeTruthy();
  });

  it('in Chinese: menus and sources in Chinese, as the export names them', async () => {
    await i18n.changeLanguage('zh_CN');
    themeStore.setScreen({ width: 1440, height: 900 });
    serve();
    renderWithApp(<OperationLogPage />, { route: '/operation-log' });
    await screen.findByText('/api/ucenter/product/addProduct');
    expect(rowOf('/api/ucenter/product/addProduct').getByText('产品管理')).toBeTruthy();
    expect(rowOf('/api/ucenter/product/addProduct').getByText('客户端')).toBeTruthy();
    expect(rowOf('API key').getByText('开放接口')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '时间（UTC）' })).toBeTruthy();
  });

  it('asks for the menu picked, and keeps it in the address', async () => {
    const api = serve();
    renderWithApp(<OperationLogPage />, { route: '/operation-log' });
    await screen.findByText('/api/ucenter/product/addProduct');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Menu' }));
    fireEvent.click(await screen.findByTitle('Orders'));
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(api.asked.at(-1)?.get('menu')).toBe('order'));
    expect(location()).toBe('/operation-log?menu=order');
    await waitFor(() => expect(screen.queryByText('/api/ucenter/product/addProduct')).toBeNull());
    expect(screen.getByText('/api/open/v1/orders/SO-1/cancel')).toBeTruthy();
  });

  it('opens an entry’s detail with its parameters as sent, secrets masked, and says when they were cut', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    serve();
    renderWithApp(<OperationLogPage />, { route: '/operation-log' });
    await screen.findByText('/api/ucenter/user/login');
    fireEvent.click(rowOf('/api/ucenter/user/login').getByRole('button', { name: 'Detail' }));
    await waitFor(() => expect(location()).toBe('/operation-log?detail=8'));
    const drawer = within(await screen.findByTestId('operation-log-detail'));
    const params = (await drawer.findByRole('textbox', { name: 'Parameters' })) as HTMLTextAreaElement;
    // Indented JSON, the password as the log keeps it.
    expect(params.value).toContain(`    "password": "${MASKED}"`);
    expect(drawer.getByText('auth.login')).toBeTruthy();
    expect(drawer.getByText('Mozilla/5.0 Test')).toBeTruthy();
    expect(drawer.getByText('Main account')).toBeTruthy();
    expect(drawer.queryByText(/cut off/)).toBeNull();

    fireEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/operation-log'));
    // Cut at the log's limit, the text no longer parses: shown as kept, with a word why.
    fireEvent.click(rowOf('API key').getByRole('button', { name: 'Detail' }));
    const cut = within(await screen.findByTestId('operation-log-detail'));
    expect(await cut.findByText(/cut off at the end/)).toBeTruthy();
    expect((cut.getByRole('textbox', { name: 'Parameters' }) as HTMLTextAreaElement).value).toBe(PARAMS[9]);
  });

  it('offers the export to the main account, not to a sub-account without the export right', async () => {
    serve();
    const main = renderWithApp(<OperationLogPage />, { route: '/operation-log' });
    expect(await screen.findByTestId('export-button')).toBeTruthy();
    main.unmount();
    vi.unstubAllGlobals();

    serve(asSubAccount({ areas: { operation_log: 'view' }, export: false }));
    const { client } = renderWithApp(<OperationLogPage />, { route: '/operation-log' });
    await screen.findByText('/api/ucenter/product/addProduct');
    // The sub-account is loaded: the button is left out for its rights, not while the user loads.
    await waitFor(() => expect(client.getQueryData(operationKey(user.getCurrentUser))).toBeTruthy());
    expect(screen.queryByTestId('export-button')).toBeNull();
    // Nor an account to pick: a sub-account reads its own entries only.
    expect(screen.queryByRole('combobox', { name: 'Operator' })).toBeNull();
  });

  it('lets the main account pick whose entries: itself or a sub-account, kept in the address', async () => {
    const sam: SubAccountItem = {
      id: 9,
      account_type: 'insider',
      first_name: 'Sam',
      last_name: 'Sub',
      email: 'sam@shop.test',
      status: 'active',
      grant: { areas: { operation_log: 'view' }, export: false },
      sku_count: 0,
      last_sign_in_at: null,
      invitation_expires_at: null,
      created_at: '2026-11-01T00:00:00.000Z',
    };
    const api = serve([subAccount.getList, () => ok({ list: [sam], total: 1 })]);
    renderWithApp(<OperationLogPage />, { route: '/operation-log' });
    await screen.findByText('/api/ucenter/product/addProduct');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Operator' }));
    expect(await screen.findByTitle('Demo Merchant (Main account)')).toBeTruthy();
    fireEvent.click(await screen.findByTitle('Sam Sub <sam@shop.test>'));
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(api.asked.at(-1)?.get('account_id')).toBe('9'));
    expect(location()).toBe('/operation-log?account_id=9');
  });
});
