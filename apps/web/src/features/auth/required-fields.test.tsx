import { common } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import LoginPage from './login-page';
import RegisterPage from './register-page';

const REGISTER = {
  en: [
    'please input First name',
    'please input Last name',
    'please input Email',
    'please input Password',
    'please input Confirm password',
    'please input Phone',
    'please select Country',
    'please select Currency',
    'Please read and agree to the privacy policy',
  ],
  zh_CN: [
    '请输入名',
    '请输入姓',
    '请输入邮箱',
    '请输入密码',
    '请输入确认密码',
    '请输入电话',
    '请选择国家',
    '请选择币种',
    '请阅读并同意隐私政策',
  ],
};

async function expectMessages(messages: string[]): Promise<void> {
  for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

// The sign-in forms' required fields, told under each field in either language (a form rule: no browser
// needed). The login page is rendered at / : the test router keeps /login for a stand-in page.
describe('required fields of the sign-in pages', { timeout: 30_000 }, () => {
  it('the login form asks for email and password, in English', async () => {
    renderWithApp(<LoginPage />, { route: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await expectMessages(['please input Email', 'please input Password']);
  });

  it('the login form asks for email and password, in Chinese, under a Chinese title', async () => {
    await i18n.changeLanguage('zh_CN');
    renderWithApp(<LoginPage />, { route: '/' });
    // antd spaces out a two-character Chinese button label.
    fireEvent.click(await screen.findByRole('button', { name: /登\s*录/ }));
    await expectMessages(['请输入邮箱', '请输入密码']);
    await waitFor(() => expect(document.title).toBe('登录 - ucenter'));
  });

  for (const lang of ['en', 'zh_CN'] as const) {
    it(`the register form names every required field (${lang}), and no optional one`, async () => {
      await i18n.changeLanguage(lang);
      fakeApi([[common.getCountryList, () => ok([])]]);
      renderWithApp(<RegisterPage />, { route: '/register' });
      fireEvent.click(await screen.findByRole('button', { name: lang === 'en' ? 'Register' : /注\s*册/ }));
      await expectMessages(REGISTER[lang]);
      expect(screen.queryByText(lang === 'en' ? 'please input Company' : '请输入公司')).toBeNull();
    });
  }

  it("switching the page's language rewrites the messages already shown", async () => {
    renderWithApp(<LoginPage />, { route: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await expectMessages(['please input Email']);
    fireEvent.click(await screen.findByRole('button', { name: '简体中文' }));
    await expectMessages(['请输入邮箱', '请输入密码']);
    expect(screen.queryByText('please input Email')).toBeNull();
  });
});
