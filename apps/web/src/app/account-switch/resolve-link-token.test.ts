import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequests } from '../../shared/api/request';
import { resolveLinkToken } from './resolve-link-token';

const users: Record<string, { name: string; email: string; customer_id: number; customer_sub_account_id: number }> = {
  'tok-demo': { name: 'Demo Merchant', email: 'demo@portal.test', customer_id: 10001, customer_sub_account_id: 0 },
  'tok-demo-2': { name: 'Demo Merchant', email: 'demo@portal.test', customer_id: 10001, customer_sub_account_id: 0 },
  'tok-other': { name: 'Other Merchant', email: 'other@portal.test', customer_id: 10002, customer_sub_account_id: 0 },
};

/** The server: getCurrentUser answers the user of the `token` header, 1010 for any other token. */
function server() {
  return vi.fn(async (_url: URL, init: RequestInit) => {
    const token = (init.headers as Record<string, string>).token ?? '';
    const found = users[token];
    const body = found
      ? {
          error_code: 0,
          msg: 'ok',
          content: {
            ...found,
            platform_type: 1,
            menu_list: [],
            guide_type_3: 1,
            app_down_button_is_display: 0,
            grant: { areas: {}, export: false },
          },
        }
      : { error_code: 1010, msg: 'Login status expired', content: null };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
}

describe('a session token that came in a link', () => {
  const onSessionExpired = vi.fn();
  beforeEach(() => {
    onSessionExpired.mockReset();
    configureRequests({ baseUrl: '', token: () => 'tok-demo', lang: () => 'en', onSessionExpired, onError: vi.fn() });
    vi.stubGlobal('fetch', server());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is stored at once when no session is held, or the same one is', async () => {
    expect(await resolveLinkToken('tok-other', null)).toEqual({ kind: 'adopt' });
    expect(await resolveLinkToken('tok-demo', 'tok-demo')).toEqual({ kind: 'adopt' });
  });

  it("asks, naming both accounts, before replacing another account's live session", async () => {
    const outcome = await resolveLinkToken('tok-other', 'tok-demo');
    expect(outcome).toMatchObject({
      kind: 'ask',
      current: { email: 'demo@portal.test' },
      next: { email: 'other@portal.test' },
    });
  });

  it('replaces a session of the same account, or one that has expired, without asking', async () => {
    expect(await resolveLinkToken('tok-demo-2', 'tok-demo')).toEqual({ kind: 'adopt' });
    expect(await resolveLinkToken('tok-other', 'tok-expired')).toEqual({ kind: 'adopt' });
  });

  it('checks both sessions at once: the two calls do not cancel each other as duplicates', async () => {
    const fetchMock = server();
    let open = 0;
    let most = 0;
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open -= 1;
      return fetchMock(url, init);
    });
    expect((await resolveLinkToken('tok-other', 'tok-demo')).kind).toBe('ask');
    expect(most).toBe(2);
  });

  it('drops a link token that does not work, keeping the session, without the session-expired prompt', async () => {
    expect(await resolveLinkToken('tok-bogus', 'tok-demo')).toEqual({ kind: 'ignore', invalid: true });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
