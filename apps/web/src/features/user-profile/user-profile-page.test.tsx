import { type AccountSession, setting, user } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDisplayTimeZone } from '../../shared/format/date-time';
import { i18n } from '../../shared/i18n/i18n';
import { callsTo, type FakeReply, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import UserProfilePage from './user-profile-page';

const stored: user.Profile = {
  email: 'sam@shop.test',
  first_name: 'Sam',
  last_name: 'Sub',
  phone: '+1 555 0100',
  lang: 'en',
  time_zone: 'UTC',
  contacts: [
    {
      role: 'customer_service',
      name: 'Grace Liu',
      email: 'service@provider.test',
      phone: '+86 400 800 1234',
      wechat: 'provider_cs',
    },
  ],
};

const session: AccountSession = {
  id: 1,
  device: 'Chrome 140 · Windows 10',
  ip: '198.51.100.1',
  created_at: '2026-11-20T01:00:00.000Z',
  last_seen_at: '2026-11-21T02:00:00.000Z',
  current: 1,
};

/** The profile, and a save answering what it was sent as stored (or `refuse`'s reply). */
function serve(refuse?: () => FakeReply) {
  let current = stored;
  return fakeApi([
    [user.getProfile, () => ok(current)],
    [
      user.updateProfile,
      (body) => {
        if (refuse) return refuse();
        current = { ...current, ...(body as Partial<user.Profile>) };
        return ok(current);
      },
    ],
    [setting.getSessionList, () => ok([session])],
  ]);
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /Save/ });

afterEach(async () => {
  vi.unstubAllGlobals();
  setDisplayTimeZone(null);
  await i18n.changeLanguage('en');
});

describe('UserProfilePage', { timeout: 30_000 }, () => {
  it('shows the account’s fields, the e-mail read-only, the contacts and the devices', async () => {
    serve();
    renderWithApp(<UserProfilePage />, { route: '/user/profile' });
    expect((await screen.findByLabelText('First name')) as HTMLInputElement).toHaveProperty('value', 'Sam');
    expect(input('Last name').value).toBe('Sub');
    expect(input('Phone').value).toBe('+1 555 0100');
    expect(input('E-mail').value).toBe('sam@shop.test');
    expect(input('E-mail').readOnly).toBe(true);
    expect(screen.getByTitle('UTC (UTC+00:00)')).toBeTruthy();
    const contact = await screen.findByTestId('contact-customer_service');
    expect(within(contact).getByText('Grace Liu')).toBeTruthy();
    expect(within(contact).getByText('Customer service')).toBeTruthy();
    expect(await screen.findByTestId('session-row')).toBeTruthy();
  });

  it('says the contract’s words under a wrong phone and an empty name, and sends nothing', async () => {
    const api = serve();
    renderWithApp(<UserProfilePage />, { route: '/user/profile' });
    await screen.findByLabelText('First name');
    fireEvent.change(input('Phone'), { target: { value: 'call me' } });
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    fireEvent.change(input('First name'), { target: { value: ' ' } });
    expect(await screen.findByText('please input First name')).toBeTruthy();
    fireEvent.click(saveButton());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(api.calls, user.updateProfile)).toHaveLength(0);
  });

  it('puts the server’s time-zone refusal under the field', async () => {
    serve(() => ({
      error_code: 1001,
      msg: 'Validation failed',
      content: { errors: [{ field: 'time_zone', message: 'Unknown time zone' }] },
    }));
    renderWithApp(<UserProfilePage />, { route: '/user/profile' });
    await screen.findByLabelText('First name');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Unknown time zone')).toBeTruthy();
  });

  it('saves the body, then shows times in the chosen zone', async () => {
    const api = serve();
    renderWithApp(<UserProfilePage />, { route: '/user/profile' });
    await screen.findByLabelText('First name');
    expect((await screen.findByTestId('session-row')).textContent).toContain('last active 2026-11-21 02:00:00');
    fireEvent.change(input('Phone'), { target: { value: '+81 3 1234 5678' } });
    const zone = input('Time zone');
    fireEvent.mouseDown(zone);
    fireEvent.change(zone, { target: { value: 'Asia/Tok' } });
    fireEvent.click(await screen.findByTitle('Asia/Tokyo (UTC+09:00)'));
    fireEvent.click(saveButton());

    await waitFor(() => expect(callsTo(api.calls, user.updateProfile)).toHaveLength(1));
    expect(callsTo(api.calls, user.updateProfile)[0]?.body).toEqual({
      first_name: 'Sam',
      last_name: 'Sub',
      phone: '+81 3 1234 5678',
      lang: 'en',
      time_zone: 'Asia/Tokyo',
    });
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    // 02:00 UTC is 11:00 in Tokyo.
    await waitFor(() =>
      expect(screen.getByTestId('session-row').textContent).toContain('last active 2026-11-21 11:00:00'),
    );
  });

  it('switches the portal to the language saved', async () => {
    const api = serve();
    renderWithApp(<UserProfilePage />, { route: '/user/profile' });
    await screen.findByLabelText('First name');
    const language = input('Language');
    fireEvent.mouseDown(language);
    fireEvent.click(await screen.findByTitle('简体中文'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(callsTo(api.calls, user.updateProfile)[0]?.body).toMatchObject({ lang: 'zh_CN' }));
    expect(await screen.findByText('资料已保存')).toBeTruthy();
    expect(i18n.language).toBe('zh_CN');
    expect(screen.getByLabelText('电话')).toBeTruthy();
  });
});
