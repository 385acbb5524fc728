import type { CurrentUser } from '@portal/contract';
import { user } from '@portal/contract';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FirstLoginModals } from '../features/guide';
import { configureRequests } from '../shared/api/request';
import { fakeApi, ok } from '../test/fake-api';
import '../test/render-with-app';

/** The guide's code, held back until the test lets it arrive. */
let deliverGuide: () => void = () => undefined;
const guideArrives = new Promise<void>((resolve) => {
  deliverGuide = resolve;
});

vi.mock('../features/guide/operation-guide-modal', async () => {
  await guideArrives;
  return {
    OperationGuideModal: ({ open }: { open: boolean }) =>
      open ? <div role="dialog" aria-label="Operation guide" /> : null,
  };
});
// The shell, as far as the guide goes: the first screen, and the header's first-login modals.
vi.mock('./lazy-shell-area', () => ({
  shellArea: {
    Component: ({ user: signedIn }: { user: CurrentUser }) => (
      <>
        <main>first screen</main>
        <FirstLoginModals user={signedIn} />
      </>
    ),
  },
}));

const { default: GuardedArea } = await import('./guarded-area');

const fresh = {
  name: 'Erin Tester',
  customer_id: 10003,
  customer_sub_account_id: 0,
  account_id: 1,
  menu_list: [],
  guide_type_3: 0,
  app_down_button_is_display: 0,
  grant: { areas: {}, export: false },
} as unknown as CurrentUser;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the guard of a first sign-in', () => {
  it('shows the first screen with the operation guide open, not the screen first and the guide after', async () => {
    localStorage.setItem('token', 'session-a');
    configureRequests({ token: () => localStorage.getItem('token') });
    fakeApi([[user.getCurrentUser, () => ok(fresh)]]);
    render(
      <MemoryRouter initialEntries={['/dashboard/workplace']}>
        <Suspense fallback={<p>loading</p>}>
          <GuardedArea />
        </Suspense>
      </MemoryRouter>,
    );
    // The user has answered, the guide's code has not arrived: no first screen to type in yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('first screen')).toBeNull();
    act(() => deliverGuide());
    await screen.findByText('first screen');
    expect(screen.getByRole('dialog', { name: 'Operation guide' })).toBeTruthy();
  });
});
