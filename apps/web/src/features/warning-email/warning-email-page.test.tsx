import { ErrorCode, warningEmail } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { callsTo, type FakeReply, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import WarningEmailPage from './warning-email-page';

type Setting = warningEmail.WarningEmailSetting;

const ALL_KINDS = [...warningEmail.WARNING_EMAIL_TYPES];

const setting = (overrides: Partial<Setting> = {}): Setting => ({
  enabled: 1,
  digest_hour: 8,
  recipients: [{ email: 'ops@shop.test', types: ['error_order', 'low_stock'] }],
  updated_at: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

/** Answers the setting, and a save with what it was sent (addresses lower-cased, as the server stores them). */
function serve(current: Setting, save?: (body: unknown) => FakeReply) {
  return fakeApi([
    [warningEmail.info, () => ok(current)],
    [
      warningEmail.save,
      (body) => {
        if (save) return save(body);
        const sent = body as { digest_hour: number; recipients: { email: string; types: string[] }[] };
        return ok({
          ...current,
          digest_hour: sent.digest_hour,
          recipients: sent.recipients.map((r) => ({ ...r, email: r.email.trim().toLowerCase() })),
        });
      },
    ],
  ]);
}

const rows = () => screen.getAllByTestId('warning-email-row');
const emailOf = (n: number) => screen.getByLabelText(`E-mail ${n}`) as HTMLInputElement;
const kindsOf = (n: number) => within(screen.getByRole('group', { name: `Alerts mailed to e-mail ${n}` }));
const saveButton = () => screen.getByRole('button', { name: /Save/ });
const addButton = () => screen.getByRole('button', { name: /Add email/ });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('WarningEmailPage', { timeout: 30_000 }, () => {
  it('is read-only until customer service enables warning e-mails, and says so', async () => {
    const api = serve(setting({ enabled: 0 }));
    renderWithApp(<WarningEmailPage />, { route: '/warning-email' });
    const alert = await screen.findByTestId('warning-email-disabled');
    expect(alert.textContent).toContain(
      'Warning emails are not enabled for your account yet, please contact customer service',
    );
    expect(emailOf(1).value).toBe('ops@shop.test');
    expect(emailOf(1).disabled).toBe(true);
    expect(kindsOf(1).getByRole('checkbox', { name: 'Low stock (daily digest)' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Remove e-mail 1' })).toHaveProperty('disabled', true);
    expect(addButton()).toHaveProperty('disabled', true);
    expect(saveButton()).toHaveProperty('disabled', true);
    fireEvent.click(saveButton());
    expect(callsTo(api.calls, warningEmail.save)).toHaveLength(0);
  });

  it('shows each address with its kinds, the batching and the digest hour (UTC)', async () => {
    serve(setting());
    renderWithApp(<WarningEmailPage />, { route: '/warning-email' });
    await screen.findByLabelText('E-mail 1');
    expect(screen.queryByTestId('warning-email-disabled')).toBeNull();
    expect(screen.getByText(/at most once every 10 minutes/)).toBeTruthy();
    expect(kindsOf(1).getByRole('checkbox', { name: 'Error orders (Alert, Expired)' })).toHaveProperty('checked', true);
    expect(kindsOf(1).getByRole('checkbox', { name: 'Exceptions awaiting your reply' })).toHaveProperty(
      'checked',
      false,
    );
    expect(kindsOf(1).getByRole('checkbox', { name: 'Inbound received with a difference' })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByLabelText('Low-stock digest time (UTC)')).toBeTruthy();
    expect(screen.getByTitle('08:00')).toBeTruthy();
  });

  it('takes at most 10 addresses: at the tenth "Add email" is disabled and says why', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ email: `ops${i}@shop.test`, types: ALL_KINDS }));
    serve(setting({ recipients: nine }));
    renderWithApp(<WarningEmailPage />, { route: '/warning-email' });
    await screen.findByLabelText('E-mail 9');
    expect(screen.getByTestId('warning-email-count').textContent).toBe('9 of 10 addresses');
    fireEvent.click(addButton());
    await waitFor(() => expect(rows()).toHaveLength(10));
    // A new address starts with every kind ticked, and takes the focus.
    for (const kind of kindsOf(10).getAllByRole('checkbox')) expect(kind).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(emailOf(10));
    expect(addButton()).toHaveProperty('disabled', true);
    expect(screen.getByTestId('warning-email-count').textContent).toBe('At most 10 addresses');
    fireEvent.click(addButton());
    expect(rows()).toHaveLength(10);
    // Removing one makes room again.
    fireEvent.click(screen.getByRole('button', { name: 'Remove e-mail 10' }));
    await waitFor(() => expect(addButton()).toHaveProperty('disabled', false));
  });

  it('says the contract’s words under a wrong, empty or repeated address and a row with no kind, as typed', async () => {
    const api = serve(setting());
    renderWithApp(<WarningEmailPage />, { route: '/warning-email' });
    await screen.findByLabelText('E-mail 1');
    fireEvent.click(addButton());
    await waitFor(() => expect(rows()).toHaveLength(2));

    fireEvent.change(emailOf(2), { target: { value: 'ops@shop' } });
    expect(await screen.findByText('Invailid email,please re-enter!')).toBeTruthy();
    fireEvent.change(emailOf(2), { target: { value: '' } });
    expect(await screen.findByText('please input E-mail')).toBeTruthy();
    // The same address in another case is the same address.
    fireEvent.change(emailOf(2), { target: { value: 'OPS@shop.test' } });
    expect(await screen.findByText('This email is already in the list')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getAllByText('This email is already in the list')).toHaveLength(1));
    expect(callsTo(api.calls, warningEmail.save)).toHaveLength(0);

    // Changing the first address frees the second one.
    fireEvent.change(emailOf(1), { target: { value: 'boss@shop.test' } });
    await waitFor(() => expect(screen.queryByText('This email is already in the list')).toBeNull());

    for (const kind of kindsOf(2).getAllByRole('checkbox')) fireEvent.click(kind);
    expect(await screen.findByText('Select at least 1')).toBeTruthy();
    fireEvent.click(saveButton());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(api.calls, warningEmail.save)).toHaveLength(0);
  });

  it('saves the addresses, their kinds and the digest hour, says Saved and shows them as stored', async () => {
    const api = serve(setting());
    renderWithApp(<WarningEmailPage />, { route: '/warning-email' });
    await screen.findByLabelText('E-mail 1');
    fireEvent.click(addButton());
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(emailOf(2), { target: { value: 'Night.Shift@Shop.test' } });
    fireEvent.click(kindsOf(2).getByRole('checkbox', { name: 'Low stock (daily digest)' }));
    const hour = screen.getByLabelText('Low-stock digest time (UTC)');
    fireEvent.mouseDown(hour);
    fireEvent.change(hour, { target: { value: '22' } });
    fireEvent.click(await screen.findByTitle('22:00'));
    fireEvent.click(saveButton());

    await waitFor(() => expect(callsTo(api.calls, warningEmail.save)).toHaveLength(1));
    expect(callsTo(api.calls, warningEmail.save)[0]?.body).toEqual({
      digest_hour: 22,
      recipients: [
        { email: 'ops@shop.test', types: ['error_order', 'low_stock'] },
        { email: 'Night.Shift@Shop.test', types: ['error_order', 'exception', 'inbound_difference'] },
      ],
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(emailOf(2).value).toBe('night.shift@shop.test'));
  });

  it('shows the server’s refusal, and turns read-only when the setting was switched off meanwhile', async () => {
    let enabled: 0 | 1 = 1;
    fakeApi([
      [warningEmail.info, () => ok(setting({ enabled }))],
      [
        warningEmail.save,
        () => {
          enabled = 0;
          return {
            error_code: ErrorCode.WARNING_EMAIL_DISABLED,
            msg: 'Warning emails are not enabled for your account yet, please contact customer service',
          };
        },
      ],
    ]);
    renderWithApp(<WarningEmailPage />, { route: '/warning-email' });
    await screen.findByLabelText('E-mail 1');
    fireEvent.click(saveButton());
    expect(
      await screen.findByText('Warning emails are not enabled for your account yet, please contact customer service', {
        selector: '.ant-message *',
      }),
    ).toBeTruthy();
    await screen.findByTestId('warning-email-disabled');
    await waitFor(() => expect(emailOf(1).disabled).toBe(true));
  });

  it('in Chinese: the labels, the wrong-address message and the hint', async () => {
    await i18n.changeLanguage('zh_CN');
    serve(setting({ enabled: 0 }));
    renderWithApp(<WarningEmailPage />, { route: '/warning-email' });
    expect((await screen.findByTestId('warning-email-disabled')).textContent).toContain(
      '您的账号尚未开通预警邮件，请联系客服',
    );
    expect(screen.getByRole('group', { name: '邮箱 1 接收的预警' })).toBeTruthy();
    expect(screen.getByText('低库存（每日汇总）')).toBeTruthy();
    expect(screen.getByLabelText('低库存汇总发送时间（UTC）')).toBeTruthy();
    expect(screen.getByTestId('warning-email-count').textContent).toBe('已添加 1 / 10 个邮箱');
  });
});
