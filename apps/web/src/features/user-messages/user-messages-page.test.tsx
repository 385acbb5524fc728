import { type Message, message } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import UserMessagesPage from './user-messages-page';

const NOTICE: Message = {
  kind: 'notice',
  id: 7,
  at: '2026-11-28T08:00:00.000Z',
  is_read: 0,
  title: 'Holiday schedule',
  meta_title: 'Warehouse',
  body: '<p>Closed on <b>1 May</b></p><script>alert(1)</script>',
  alert_type: null,
  link: null,
};
const ALERT: Message = {
  kind: 'alert',
  id: 3,
  at: '2026-11-29T09:30:00.000Z',
  is_read: 0,
  title: 'SO2611290001',
  meta_title: '',
  body: 'Address incomplete: no unit number',
  alert_type: 'error_order',
  link: '/order/detail?id=41',
};

const location = () => screen.getByTestId('location').textContent ?? '';

/** Answers the list under its filters from messages whose read marks the page's writes change. */
function serve() {
  const messages = [ALERT, NOTICE].map((item) => ({ ...item }));
  const asked: URLSearchParams[] = [];
  const api = fakeApi([
    [
      message.getList,
      (_body, url) => {
        asked.push(url.searchParams);
        const read = url.searchParams.get('read');
        const kind = url.searchParams.get('kind');
        const list = messages.filter(
          (item) => (!kind || item.kind === kind) && (!read || item.is_read === (read === 'read' ? 1 : 0)),
        );
        return ok({ list, total: list.length });
      },
    ],
    [
      message.getUnreadCount,
      () => {
        const unread = messages.filter((item) => item.is_read === 0);
        const alerts = unread.filter((item) => item.kind === 'alert').length;
        return ok({ unread: unread.length, notices: unread.length - alerts, alerts });
      },
    ],
    [
      message.markAllRead,
      (body) => {
        const { kind } = body as { kind?: string };
        const marked = messages.filter((item) => item.is_read === 0 && (!kind || item.kind === kind));
        for (const item of marked) item.is_read = 1;
        return ok({ marked: marked.length });
      },
    ],
    [
      message.markRead,
      (body) => {
        const { kind, id } = body as { kind: string; id: number };
        const found = messages.find((item) => item.kind === kind && item.id === id);
        if (found) found.is_read = 1;
        return ok(null);
      },
    ],
  ]);
  return { api, asked };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('UserMessagesPage', { timeout: 20_000 }, () => {
  it('lists notices and alerts, and filters by read state and kind through the address', async () => {
    const { asked } = serve();
    renderWithApp(<UserMessagesPage />, { route: '/user/message' });
    const items = await screen.findAllByTestId('message-item');
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'false']);
    expect(within(items[0] as HTMLElement).getByText('Order SO2611290001 went to Alert or Expired')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Address incomplete: no unit number')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Holiday schedule' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Alert' }));
    await waitFor(() => expect(location()).toBe('/user/message?kind=alert'));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(1));
    expect(asked.at(-1)?.get('kind')).toBe('alert');

    fireEvent.click(screen.getByRole('radio', { name: 'Read' }));
    await waitFor(() => expect(location()).toBe('/user/message?kind=alert&read=read'));
    expect(await screen.findByText('No messages')).toBeTruthy();
  });

  it('opens an alert: marks it read, shows its text and leads to its order', async () => {
    const { api } = serve();
    renderWithApp(<UserMessagesPage />, { route: '/user/message?read=unread' });
    const title = await screen.findByRole('button', { name: 'Order SO2611290001 went to Alert or Expired' });
    fireEvent.click(title);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Address incomplete: no unit number')).toBeTruthy();
    await waitFor(() => expect(callsTo(api.calls, message.markRead)[0]?.body).toEqual({ kind: 'alert', id: 3 }));
    // Read now: the unread filter no longer lists it.
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(1));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Open order SO2611290001' }));
    await waitFor(() => expect(location()).toBe('/order/detail?id=41'));
  });

  it('opens a notice sanitised, in Chinese too', async () => {
    await i18n.changeLanguage('zh_CN');
    const { api } = serve();
    renderWithApp(<UserMessagesPage />, { route: '/user/message?kind=notice' });
    fireEvent.click(await screen.findByRole('button', { name: 'Holiday schedule' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 May').tagName).toBe('B');
    expect(dialog.querySelector('script')).toBeNull();
    await waitFor(() => expect(callsTo(api.calls, message.markRead)[0]?.body).toEqual({ kind: 'notice', id: 7 }));
    await waitFor(() => expect(screen.getByTestId('message-item').dataset.read).toBe('true'));
    expect(screen.getByRole('radio', { name: '公告' })).toBeTruthy();
  });

  it('marks every message of the kind shown read', async () => {
    const { api } = serve();
    renderWithApp(<UserMessagesPage />, { route: '/user/message?kind=alert' });
    const markAll = await screen.findByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(markAll.hasAttribute('disabled')).toBe(false));
    fireEvent.click(markAll);
    await waitFor(() => expect(callsTo(api.calls, message.markAllRead)[0]?.body).toEqual({ kind: 'alert' }));
    await waitFor(() => expect(screen.getByTestId('message-item').dataset.read).toBe('true'));
    // Nothing of the kind waits any more.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true),
    );
  });
});
