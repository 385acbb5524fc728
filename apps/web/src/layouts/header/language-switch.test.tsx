import { user } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UserProfilePage from '../../features/user-profile/user-profile-page';
import { i18n } from '../../shared/i18n/i18n';
import { callsTo, fakeApi } from '../../test/fake-api';
import { profileRoutes } from '../../test/fake-profile';
import { renderWithApp } from '../../test/render-with-app';
import { LanguageSwitch } from './language-switch';

/** A profile the header's switch saves to (or whose save is refused when `refuse`). */
function serve(refuse = false) {
  return fakeApi(profileRoutes({ refuse: refuse ? () => ({ error_code: 1005, msg: 'Server busy' }) : undefined }));
}

/** The header's switch, with the profile open in a kept-alive tab beside it. */
async function openWithProfile() {
  renderWithApp(
    <>
      <LanguageSwitch />
      <UserProfilePage />
    </>,
    { route: '/user/profile' },
  );
  await screen.findByLabelText('First name');
  fireEvent.click(screen.getByRole('button', { name: 'Language' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: '简体中文' }));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the header’s language switch', { timeout: 30_000 }, () => {
  it('switches at once and saves the language to the profile, which shows it', async () => {
    const api = serve();
    await openWithProfile();
    await waitFor(() => expect(callsTo(api.calls, user.updateLanguage)[0]?.body).toEqual({ lang: 'zh_CN' }));
    expect(await screen.findByLabelText('电话')).toBeTruthy();
    // The profile form shows the language now stored.
    expect(screen.getByRole('combobox', { name: '语言' }).closest('.ant-select')?.textContent).toContain('简体中文');
  });

  it('keeps the language chosen when the profile cannot save it, and says so in it', async () => {
    serve(true);
    await openWithProfile();
    expect(await screen.findByText('已切换语言，但未能保存到个人资料，请稍后再试')).toBeTruthy();
    expect(i18n.language).toBe('zh_CN');
    expect(screen.getByLabelText('电话')).toBeTruthy();
  });
});
