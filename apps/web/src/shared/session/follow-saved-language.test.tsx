import { type CurrentUser, type Lang, user } from '@portal/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { callsTo, fakeApi, ok, TEST_MAIN_USER } from '../../test/fake-api';
import '../../test/render-with-app';
import { configureRequests } from '../api/request';
import { operationKey } from '../api/use-operation';
import { changeLanguage, i18n } from '../i18n/i18n';

/** Every text the first screen was drawn with, in order: a flash of the browser's language shows here. */
const drawn: string[] = [];

// The shell, as far as the language goes: a first screen with one translated word.
vi.mock('../../app/lazy-shell-area', () => ({
  shellArea: {
    Component: function FirstScreen() {
      const { t } = useTranslation();
      const word = t('shell.language');
      drawn.push(word);
      return <main>{word}</main>;
    },
  },
}));

const { default: GuardedArea } = await import('../../app/guarded-area');

/** Opens the portal with a session whose account saved `lang` (a new session each time: `token`). */
function openSignedIn(token: string, lang: Lang | null) {
  localStorage.setItem('token', token);
  configureRequests({ token: () => localStorage.getItem('token') });
  const api = fakeApi([[user.getCurrentUser, () => ok({ ...TEST_MAIN_USER, lang } satisfies CurrentUser)]]);
  render(
    <MemoryRouter initialEntries={['/dashboard/workplace']}>
      <Suspense fallback={<p>loading</p>}>
        <GuardedArea />
      </Suspense>
    </MemoryRouter>,
  );
  return api;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  drawn.length = 0;
  await changeLanguage('en');
});

describe("the portal follows the account's saved language once signed in", { timeout: 30_000 }, () => {
  it('draws the first screen in the saved language, never in the browser’s first', async () => {
    await changeLanguage('en');
    openSignedIn('session-saved-chinese', 'zh_CN');
    expect(await screen.findByRole('main')).toHaveProperty('textContent', '语言');
    expect(drawn).not.toContain('Language');
    expect(document.documentElement.lang).toBe('zh-CN');
    // The choice is the browser's from now on too (the next public page opens in it).
    expect(localStorage.getItem('i18n-lang')).toBe('zh_CN');
  });

  it('leaves the browser’s language when the account never chose one', async () => {
    await changeLanguage('zh_CN');
    openSignedIn('session-no-choice', null);
    expect(await screen.findByRole('main')).toHaveProperty('textContent', '语言');
    expect(i18n.language).toBe('zh_CN');
  });

  it('does not undo a switch made later in the same session when the user is read again', async () => {
    const api = openSignedIn('session-switched', 'zh_CN');
    expect(await screen.findByRole('main')).toHaveProperty('textContent', '语言');
    // The header's switch, then a read of the user (a refused right, a save's refresh) still saying zh_CN.
    await act(() => changeLanguage('en'));
    await act(() => queryClient.invalidateQueries({ queryKey: operationKey(user.getCurrentUser) }));
    await waitFor(() => expect(callsTo(api.calls, user.getCurrentUser)).toHaveLength(2));
    expect(screen.getByRole('main').textContent).toBe('Language');
    expect(i18n.language).toBe('en');
  });
});
