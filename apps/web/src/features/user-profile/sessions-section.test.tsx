import { type AccountSession, setting } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { SessionsSection } from './sessions-section';

const session = (id: number, extra: Partial<AccountSession> = {}): AccountSession => ({
  id,
  device: 'Chrome 140 · Windows 10',
  ip: `198.51.100.${id}`,
  created_at: '2026-11-20T01:00:00.000Z',
  last_seen_at: '2026-11-21T02:00:00.000Z',
  current: 0,
  ...extra,
});

function sessionsApi(initial: AccountSession[]) {
  let list = [...initial];
  return fakeApi([
    [setting.getSessionList, () => ok(list)],
    [
      setting.endSession,
      (body) => {
        list = list.filter((s) => s.id !== (body as { id: number }).id);
        return ok(null);
      },
    ],
    [
      setting.endOtherSessions,
      () => {
        const ended = list.filter((s) => !s.current).length;
        list = list.filter((s) => s.current);
        return ok({ ended });
      },
    ],
  ]);
}

afterEach(() => vi.unstubAllGlobals());

describe('the sessions of the profile', { timeout: 20_000 }, () => {
  const render = () =>
    renderWithApp(
      <Form component="div">
        <SessionsSection />
      </Form>,
    );

  it('lists device, address and last use, marks this device and offers no end for it', async () => {
    sessionsApi([session(1, { current: 1 }), session(2, { device: '' })]);
    render();
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('This device')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: 'End' })).toBeNull();
    expect(within(rows[0] as HTMLElement).getByText(/IP 198\.51\.100\.1 · last active 2026-11-2\d/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Unknown device')).toBeTruthy();
  });

  it('ends one other session, then all others after confirming', async () => {
    const api = sessionsApi([session(1, { current: 1 }), session(2), session(3)]);
    render();
    const rows = await screen.findAllByTestId('session-row');
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    expect(callsTo(api.calls, setting.endSession)[0]?.body).toEqual({ id: 2 });

    fireEvent.click(screen.getByRole('button', { name: 'End all other sessions' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText('Every other device signed in to this account (1) will have to log in again.'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(await screen.findByText('Sessions ended: 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End all other sessions' }).hasAttribute('disabled')).toBe(true);
  });
});
