import { message, type Notice, notice } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { NoticeBell } from './notice-bell';

const newest: Notice = {
  press_id: 7,
  title: 'Peak season surcharge',
  meta_title: 'Fees',
  publish_on_time: '2026-03-01T08:30:05.000Z',
  is_read: 0,
  description:
    '<p>From <b>December 1</b> a surcharge applies.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
};

afterEach(() => vi.unstubAllGlobals());

// antd's first render in jsdom is slow when every test file runs at once.
describe('NoticeBell', { timeout: 20_000 }, () => {
  it('shows a dot for an unread newest notice, opens it sanitised and marks it read', async () => {
    let isRead: 0 | 1 = 0;
    const api = fakeApi([
      [notice.getNewestNotice, () => ok({ ...newest, is_read: isRead })],
      [message.getUnreadCount, () => ok({ unread: isRead ? 0 : 1, notices: isRead ? 0 : 1, alerts: 0 })],
      [
        notice.updateNoticeReadStatus,
        () => {
          isRead = 1;
          return ok(null);
        },
      ],
    ]);
    renderWithApp(<NoticeBell />);
    const bell = screen.getByTestId('notice-bell');
    await waitFor(() => expect(bell.dataset.unread).toBe('true'));

    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Peak season surcharge')).toBeTruthy();
    expect(within(dialog).getByText('December 1').tagName).toBe('B');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();

    await waitFor(() => expect(callsTo(api.calls, notice.updateNoticeReadStatus)[0]?.body).toEqual({ press_id: 7 }));
    await waitFor(() => expect(bell.dataset.unread).toBe('false'));
  });

  it('opens the notice list when there is no notice yet', async () => {
    fakeApi([
      [notice.getNewestNotice, () => ok(null)],
      [message.getUnreadCount, () => ok({ unread: 0, notices: 0, alerts: 0 })],
      [notice.getNoticeList, () => ok({ list: [], total: 0 })],
    ]);
    renderWithApp(<NoticeBell />);
    const bell = screen.getByTestId('notice-bell');
    await waitFor(() => expect(bell.dataset.unread).toBe('false'));
    fireEvent.click(bell);
    expect(await screen.findByText('No notices yet')).toBeTruthy();
  });

  it('keeps the dot while older notices are unread, and opens the list where they are', async () => {
    const older = { ...newest, press_id: 6, title: 'Holiday schedule', is_read: 0 as const };
    fakeApi([
      [notice.getNewestNotice, () => ok({ ...newest, is_read: 1 })],
      [message.getUnreadCount, () => ok({ unread: 1, notices: 1, alerts: 0 })],
      [notice.getNoticeList, () => ok({ list: [{ ...newest, is_read: 1 }, older], total: 2 })],
    ]);
    renderWithApp(<NoticeBell />);
    const bell = screen.getByTestId('notice-bell');
    await waitFor(() => expect(bell.dataset.unread).toBe('true'));
    expect(bell.getAttribute('aria-label')).toBe('Notices and alerts (1 unread)');
    fireEvent.click(bell);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Holiday schedule')).toBeTruthy();
  });

  it('counts alerts too, and leads to the unread messages when only alerts wait', async () => {
    fakeApi([
      [notice.getNewestNotice, () => ok({ ...newest, is_read: 1 })],
      [message.getUnreadCount, () => ok({ unread: 2, notices: 0, alerts: 2 })],
    ]);
    renderWithApp(<NoticeBell />);
    const bell = screen.getByTestId('notice-bell');
    await waitFor(() => expect(bell.dataset.unread).toBe('true'));
    expect(bell.getAttribute('aria-label')).toBe('Notices and alerts (2 unread)');
    fireEvent.click(bell);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/message?read=unread'));
  });

  it('leads from the notice to every message', async () => {
    fakeApi([
      [notice.getNewestNotice, () => ok(newest)],
      [message.getUnreadCount, () => ok({ unread: 1, notices: 1, alerts: 0 })],
      [notice.updateNoticeReadStatus, () => ok(null)],
    ]);
    renderWithApp(<NoticeBell />);
    const bell = screen.getByTestId('notice-bell');
    await waitFor(() => expect(bell.dataset.unread).toBe('true'));
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'All messages' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/message'));
  });
});
