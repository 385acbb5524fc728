import { topUp } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDisplayTimeZone } from '../../shared/format/date-time';
import { themeStore } from '../../shared/theme/theme-store';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { profileRoutes } from '../../test/fake-profile';
import { renderWithApp } from '../../test/render-with-app';
import { topUpRecord } from '../../test/top-up-fixtures';
import TopUpRecordsPage from '../billing/top-up/top-up-records-page';
import UserProfilePage from './user-profile-page';

function serve() {
  return fakeApi([[topUp.getList, () => ok({ list: [topUpRecord(5, 'TU-FIVE')], total: 1 })], ...profileRoutes()]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  setDisplayTimeZone(null);
  themeStore.setScreen({ width: 1024, height: 768 });
});

describe('a time zone saved on the profile', { timeout: 30_000 }, () => {
  it('shows at once in a list already open, without loading it again', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    // As the guard sets it from the current user.
    setDisplayTimeZone('UTC');
    const api = serve();
    // The list kept alive in one tab, the profile open in another.
    renderWithApp(
      <>
        <TopUpRecordsPage />
        <UserProfilePage />
      </>,
      { route: '/billing/top-up-records' },
    );
    const row = () => within(screen.getByRole('button', { name: 'TU-FIVE' }).closest('tr') as HTMLElement);
    await screen.findByRole('button', { name: 'TU-FIVE' });
    expect(row().getByText('2026-11-20 08:00:00')).toBeTruthy();

    const zone = (await screen.findByLabelText('Time zone')) as HTMLInputElement;
    fireEvent.mouseDown(zone);
    fireEvent.change(zone, { target: { value: 'Asia/Tok' } });
    fireEvent.click(await screen.findByTitle('Asia/Tokyo (UTC+09:00)'));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));

    expect(await screen.findByText('Profile saved')).toBeTruthy();
    // 08:00 UTC is 17:00 in Tokyo.
    await waitFor(() => expect(row().getByText('2026-11-20 17:00:00')).toBeTruthy());
    expect(callsTo(api.calls, topUp.getList)).toHaveLength(1);
  });
});
