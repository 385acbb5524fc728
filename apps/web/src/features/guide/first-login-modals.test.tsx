import { type CurrentUser, common, setting, user } from '@portal/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { FirstLoginModals } from './first-login-modals';
import { guideCodeSettled } from './operation-guide-code';

const fresh: CurrentUser = {
  name: 'Erin Tester',
  email: 'erin@portal.test',
  customer_id: 10003,
  customer_sub_account_id: 0,
  account_id: 1,
  platform_type: 1,
  menu_list: [],
  guide_type_3: 0,
  app_down_button_is_display: 0,
  time_zone: 'UTC',
  lang: null,
  grant: { areas: {}, export: false },
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// antd's first render in jsdom is slow when every test file runs at once.
describe('FirstLoginModals', { timeout: 20_000 }, () => {
  it('holds the guide button for 5 seconds, then records the guide as read and closes', async () => {
    // Only the countdown's interval and clock are faked; antd and the queries keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const api = fakeApi([
      [setting.updateOperationGuide, () => ok(null)],
      [user.getCurrentUser, () => ok({ ...fresh, guide_type_3: 1 })],
    ]);
    // The guard waits for the guide's code before the first screen (app/guarded-area), so the guide
    // is there in the screen's first render, before the merchant can type anywhere.
    await guideCodeSettled();
    renderWithApp(<FirstLoginModals user={fresh} />);
    const button = screen.getByRole('button', { name: /Read and understood \(5s\)/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Maintain your SKUs')).toBeTruthy();

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: /\(2s\)/ }).hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(2200));
    const ready = screen.getByRole('button', { name: 'Read and understood' });
    expect(ready.hasAttribute('disabled')).toBe(false);

    vi.useRealTimers();
    fireEvent.click(ready);
    await waitFor(() =>
      expect(callsTo(api.calls, setting.updateOperationGuide)[0]?.body).toEqual({ is_read: 1, guide_type: 3 }),
    );
    // jsdom never ends antd's leave animation, so "closed" is the modal leaving.
    await waitFor(() => expect(screen.getByRole('dialog').className).toContain('ant-zoom-leave'));
  });

  it('shows no guide once it has been read', () => {
    fakeApi([]);
    renderWithApp(<FirstLoginModals user={{ ...fresh, guide_type_3: 1 }} />);
    expect(screen.queryByText('Operation guide')).toBeNull();
  });

  it('offers the client app QR code when the provider enables it', async () => {
    fakeApi([
      [
        common.getAppNewVersion,
        () => ok({ android_version_info: { version: '2.4.0', app_download_link: 'https://app.test/portal.apk' } }),
      ],
    ]);
    const { unmount } = renderWithApp(<FirstLoginModals user={{ ...fresh, guide_type_3: 1 }} />);
    expect(screen.queryByRole('button', { name: 'Download the app' })).toBeNull();
    unmount();
    renderWithApp(<FirstLoginModals user={{ ...fresh, guide_type_3: 1, app_down_button_is_display: 1 }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download the app' }));
    expect(await screen.findByTestId('app-qr-code')).toBeTruthy();
    expect(screen.getByText('Version 2.4.0')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download link' }).getAttribute('href')).toBe(
      'https://app.test/portal.apk',
    );
  });

  it('offers no download button when the server has no download link configured', async () => {
    const api = fakeApi([[common.getAppNewVersion, () => ok({ android_version_info: null })]]);
    renderWithApp(<FirstLoginModals user={{ ...fresh, guide_type_3: 1, app_down_button_is_display: 1 }} />);
    await waitFor(() => expect(callsTo(api.calls, common.getAppNewVersion)).toHaveLength(1));
    // The answer is in and says there is nothing to download: still no button.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Download the app' })).toBeNull();
  });
});
