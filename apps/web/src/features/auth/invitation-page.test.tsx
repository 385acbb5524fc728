import { subAccount } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../shared/storage/storage-keys';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import InvitationPage from './invitation-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('InvitationPage', { timeout: 30_000 }, () => {
  it('says whose invitation it is, sets the password and signs the invitee in', async () => {
    const api = fakeApi([
      [subAccount.getInvitation, () => ok({ email: 'bo@shop.test', first_name: 'Bo', merchant: 'Demo Merchant' })],
      [subAccount.acceptInvitation, () => ok({ token: 'session-token-1' })],
    ]);
    renderWithApp(<InvitationPage />, { route: '/invitation#token=link-token-1' });
    expect(await screen.findByText(/Hello Bo, Demo Merchant has created an account for you/)).toBeTruthy();
    expect(screen.getByText('bo@shop.test')).toBeTruthy();
    expect(callsTo(api.calls, subAccount.getInvitation)[0]?.body).toEqual({ token: 'link-token-1' });

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Warehouse42x' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Warehouse43x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Inconsistency between two password entries')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Warehouse42x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(getToken()).toBe('session-token-1'));
    expect(callsTo(api.calls, subAccount.acceptInvitation)[0]?.body).toEqual({
      token: 'link-token-1',
      password: 'Warehouse42x',
      confirm_password: 'Warehouse42x',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/workplace'));
  });

  it('tells a used or expired link apart, with no form', async () => {
    fakeApi([
      [
        subAccount.getInvitation,
        () => ({ error_code: 1701, msg: 'The invitation link is invalid or has expired, please ask for a new one' }),
      ],
    ]);
    renderWithApp(<InvitationPage />, { route: '/invitation#token=used' });
    expect(await screen.findByText(/This invitation link is invalid or has expired/)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
