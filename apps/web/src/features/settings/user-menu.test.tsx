import { auth, type CurrentUser, setting } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSettingsDrawer } from '../../shared/session/settings-request';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { UserMenu } from './user-menu';

const main: CurrentUser = {
  name: 'Demo Merchant',
  email: 'demo@portal.test',
  customer_id: 10001,
  customer_sub_account_id: 0,
  account_id: 1,
  platform_type: 1,
  menu_list: [],
  guide_type_3: 1,
  app_down_button_is_display: 0,
  time_zone: 'UTC',
  lang: null,
  grant: { areas: {}, export: false },
};
const sub: CurrentUser = { ...main, name: 'Sam Sub', customer_sub_account_id: 5, account_id: 5 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function openMenu() {
  fireEvent.click(screen.getByTestId('user-menu'));
  return screen.findByRole('menu');
}

function settingsApi(initial: { apikey: string; show_true_tracking_number: 0 | 1 }) {
  const state = { ...initial };
  const api = fakeApi([
    [setting.getSettingInfo, () => ok({ ...state })],
    [
      setting.generateCustomerApiKey,
      () => {
        state.apikey = `key-${callsTo(api.calls, setting.generateCustomerApiKey).length}`;
        return ok({ apikey: state.apikey });
      },
    ],
    [
      setting.changeShowTrueTrackingNumber,
      (body) => {
        state.show_true_tracking_number = (body as typeof state).show_true_tracking_number;
        return ok({ show_true_tracking_number: state.show_true_tracking_number });
      },
    ],
    [setting.getSessionList, () => ok([])],
    [auth.logout, () => ok(null)],
  ]);
  return api;
}

// antd's first render in jsdom is slow when every test file runs at once.
describe('UserMenu', { timeout: 20_000 }, () => {
  it('offers change password to the main account only', async () => {
    settingsApi({ apikey: '', show_true_tracking_number: 0 });
    const { unmount } = renderWithApp(<UserMenu user={main} />);
    expect(within(await openMenu()).getByText('Change password')).toBeTruthy();
    unmount();
    renderWithApp(<UserMenu user={sub} />);
    const menu = await openMenu();
    expect(within(menu).getByText('Settings')).toBeTruthy();
    expect(within(menu).queryByText('Change password')).toBeNull();
  });

  it('opens the profile from the menu and from the drawer, and the drawer when the profile asks', async () => {
    settingsApi({ apikey: '', show_true_tracking_number: 0 });
    renderWithApp(<UserMenu user={sub} />);
    fireEvent.click(within(await openMenu()).getByText('My profile'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/profile'));

    fireEvent.click(within(await openMenu()).getByText('Settings'));
    const link = await screen.findByRole('link', { name: 'Open your profile' });
    expect(screen.getByText('Signed-in devices')).toBeTruthy();
    expect(screen.queryByTestId('session-list')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());

    // The profile's "Settings" link: the same drawer, opened by the menu.
    act(() => openSettingsDrawer());
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeTruthy();
  });

  it('generates an API key, confirms before replacing it, and copies it', async () => {
    const api = settingsApi({ apikey: '', show_true_tracking_number: 0 });
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(<UserMenu user={main} />);
    fireEvent.click(within(await openMenu()).getByText('Settings'));
    const key = await screen.findByTestId<HTMLInputElement>('api-key');
    expect(key.value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: /Generate/ }));
    await waitFor(() => expect(key.value).toBe('key-1'));

    fireEvent.click(screen.getByRole('button', { name: /Generate a new key/ }));
    expect((await screen.findAllByText('Replace the API key?')).length).toBeGreaterThan(0);
    expect(callsTo(api.calls, setting.generateCustomerApiKey)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(key.value).toBe('key-2'));

    fireEvent.click(screen.getByRole('button', { name: /Copy/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('key-2'));
    expect(await screen.findByText('Copy Success')).toBeTruthy();
  });

  it('says Copy Failed when the clipboard refuses', async () => {
    settingsApi({ apikey: 'abc', show_true_tracking_number: 0 });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    renderWithApp(<UserMenu user={main} />);
    fireEvent.click(within(await openMenu()).getByText('Settings'));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('api-key').value).toBe('abc'));
    fireEvent.click(screen.getByRole('button', { name: /Copy/ }));
    expect(await screen.findByText('Copy Failed')).toBeTruthy();
  });

  it('lets a sub-account see the key and the merchant-wide tracking switch, but change neither', async () => {
    const api = settingsApi({ apikey: 'abc', show_true_tracking_number: 1 });
    renderWithApp(<UserMenu user={sub} />);
    fireEvent.click(within(await openMenu()).getByText('Settings'));
    const toggle = await screen.findByRole('switch', { name: 'Show true tracking number' });
    expect(screen.queryByRole('button', { name: /Generate/ })).toBeNull();
    expect(screen.getByText('Only the main account can generate the API key.')).toBeTruthy();
    expect(screen.getByText('A setting of the whole merchant: only the main account can change it.')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(toggle);
    expect(callsTo(api.calls, setting.changeShowTrueTrackingNumber)).toEqual([]);
  });

  it('saves the tracking switch of the main account at once', async () => {
    const api = settingsApi({ apikey: '', show_true_tracking_number: 0 });
    renderWithApp(<UserMenu user={main} />);
    fireEvent.click(within(await openMenu()).getByText('Settings'));
    const toggle = await screen.findByRole('switch', { name: 'Show true tracking number' });
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(callsTo(api.calls, setting.changeShowTrueTrackingNumber)[0]?.body).toEqual({
        show_true_tracking_number: 1,
      }),
    );
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  });

  it('logs out: calls logout, drops the token and shows the login page', async () => {
    const api = settingsApi({ apikey: '', show_true_tracking_number: 0 });
    localStorage.setItem('token', 't-1');
    renderWithApp(<UserMenu user={main} />);
    fireEvent.click(within(await openMenu()).getByText('Logout'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(callsTo(api.calls, auth.logout)).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
