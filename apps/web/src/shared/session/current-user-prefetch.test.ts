import { CURRENT_USER_PATH } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRequests } from '../api/request';
import { prefetchCurrentUser, takePrefetchedCurrentUser } from './current-user-prefetch';

function answer(content: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ error_code: 0, msg: 'ok', content }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  takePrefetchedCurrentUser();
});

describe('current-user prefetch', () => {
  it('asks once, at start, and hands the answer to the first taker only', async () => {
    localStorage.setItem('token', 'abc');
    configureRequests({ token: () => localStorage.getItem('token') });
    const fetch = answer({ name: 'Demo' });
    prefetchCurrentUser();
    expect(fetch).toHaveBeenCalledOnce();
    expect(String(fetch.mock.calls[0]?.at(0))).toContain(CURRENT_USER_PATH);
    await expect(takePrefetchedCurrentUser()).resolves.toEqual({ name: 'Demo' });
    expect(takePrefetchedCurrentUser()).toBeNull();
  });

  it('is not used for another session than the one it asked for', () => {
    localStorage.setItem('token', 'abc');
    answer({ name: 'Demo' });
    prefetchCurrentUser();
    localStorage.setItem('token', 'someone-else');
    expect(takePrefetchedCurrentUser()).toBeNull();
  });

  it('asks nothing without a session', () => {
    const fetch = answer(null);
    prefetchCurrentUser();
    expect(fetch).not.toHaveBeenCalled();
    expect(takePrefetchedCurrentUser()).toBeNull();
  });
});
