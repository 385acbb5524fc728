import { setting } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { ChangePasswordModal } from './change-password-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

// antd's first render in jsdom is slow when every test file runs at once.
describe('ChangePasswordModal', { timeout: 20_000 }, () => {
  it('requires all three fields', async () => {
    fakeApi([]);
    renderWithApp(<ChangePasswordModal open onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // antd validates each field on its own promise: the three messages show one after another.
    expect(await screen.findByText('please input Current password')).toBeTruthy();
    expect(await screen.findByText('please input New password')).toBeTruthy();
    expect(await screen.findByText('please input Confirm new password')).toBeTruthy();
  });

  it('says when the confirmation does not match', async () => {
    const api = fakeApi([]);
    renderWithApp(<ChangePasswordModal open onClose={() => {}} />);
    fill('Current password', 'Start#2026x');
    fill('New password', 'Better2026pw');
    fill('Confirm new password', 'Better2026px');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The confirmation password does not match the new password')).toBeTruthy();
    expect(callsTo(api.calls, setting.updatePwd)).toHaveLength(0);
  });

  it('puts a wrong current password under its field', async () => {
    fakeApi([[setting.updatePwd, () => ({ error_code: 1013, msg: 'The current password is incorrect' })]]);
    renderWithApp(<ChangePasswordModal open onClose={() => {}} />);
    fill('Current password', 'Wrong2026pw');
    fill('New password', 'Better2026pw');
    fill('Confirm new password', 'Better2026pw');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The current password is incorrect')).toBeTruthy();
  });

  it('on success tells the user and ends the session', async () => {
    const api = fakeApi([[setting.updatePwd, () => ok(null)]]);
    localStorage.setItem('token', 't-1');
    const onClose = vi.fn();
    renderWithApp(<ChangePasswordModal open onClose={onClose} />);
    fill('Current password', 'Start#2026x');
    fill('New password', 'Better2026pw');
    fill('Confirm new password', 'Better2026pw');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(api.calls, setting.updatePwd)[0]?.body).toEqual({
      current_pwd: 'Start#2026x',
      new_pwd: 'Better2026pw',
      confirm_new_pwd: 'Better2026pw',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in again' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
