import { topUp } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo, fakeApi, ok } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import TopUpPage from './top-up-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** The provider's yen account by bank transfer; the credit time comes from the server in the request's language. */
function serve() {
  return fakeApi([
    [
      topUp.getReceivingAccounts,
      () =>
        ok({
          accounts: [
            {
              id: 3,
              platform: 'bank_transfer',
              platform_name: 'Bank transfer',
              currency: 'JPY',
              account_name: 'Portal KK',
              account_number: '1234567',
              bank_name: 'MUFG',
              instructions: '',
            },
          ],
          credit_time: '充值到账需要 3-5 个工作日',
        }),
    ],
  ]);
}

// The form's rules in Chinese (spec 9): a form rule, no browser needed.
describe('the top-up form in Chinese', () => {
  it('asks for the platform and the voucher, refuses a long remark and yen with decimals', {
    timeout: 60_000,
  }, async () => {
    await i18n.changeLanguage('zh_CN');
    const api = serve();
    renderWithApp(<TopUpPage />, { route: '/billing/topUp' });
    const remark = await screen.findByLabelText('备注');
    fireEvent.change(remark, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请选择充值平台')).toBeTruthy();
    expect(await screen.findByText('请上传付款凭证')).toBeTruthy();
    expect(await screen.findByText('超过500个字符，无法提交！')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '银行转账' }));
    const currency = screen.getByRole('combobox', { name: '币种' });
    await waitFor(() => expect(currency.hasAttribute('disabled')).toBe(false));
    fireEvent.mouseDown(currency);
    fireEvent.click(await screen.findByTitle('JPY'));
    const account = await screen.findByTestId('receiving-account');
    expect(within(account).getByText('充值到账需要 3-5 个工作日')).toBeTruthy();

    const amount = screen.getByLabelText('金额');
    fireEvent.change(amount, { target: { value: '10.5' } });
    expect(await screen.findByText('须大于 0，最多 2 位小数（日元、韩元不能有小数）')).toBeTruthy();
    expect(callsTo(api.calls, topUp.submit)).toHaveLength(0);
  });
});
