import { type CurrentUser, FULL_GRANT, type Grant, type OperationDef, user } from '@portal/contract';
import { vi } from 'vitest';

/** What a fake route answers: the envelope's content, or a refusal with an error code. */
export type FakeReply = { content: unknown } | { error_code: number; msg: string; content?: unknown };
export type FakeRoute = (body: unknown, url: URL) => FakeReply;

export interface FakeCall {
  path: string;
  body: unknown;
}

export const ok = (content: unknown): FakeReply => ({ content });

/**
 * The signed-in user a page meets when a test names none: a main account, which may do everything.
 * Every page is shown under the guard, which has loaded the user; pages ask it what to offer.
 */
export const TEST_MAIN_USER: CurrentUser = {
  name: 'Demo Merchant',
  email: 'demo@portal.test',
  customer_id: 10001,
  customer_sub_account_id: 0,
  account_id: 1,
  platform_type: 1,
  menu_list: [],
  guide_type_3: 1,
  app_down_button_is_display: 0,
  time_zone: 'UTC',
  lang: null,
  grant: FULL_GRANT,
};

/** A route for fakeApi: the current user is a sub-account holding `grant`. */
export function asSubAccount(grant: Grant): [OperationDef, FakeRoute] {
  return [
    user.getCurrentUser,
    () => ok({ ...TEST_MAIN_USER, name: 'Sam Sub', customer_sub_account_id: 9, account_id: 9, grant }),
  ];
}

/**
 * Replaces fetch with answers by operation, so components run through the real request layer
 * (envelope, error codes) without a server. Unknown paths answer NOT_FOUND; the current user is
 * TEST_MAIN_USER unless the test routes it.
 */
export function fakeApi(routes: [OperationDef, FakeRoute][]): { calls: FakeCall[] } {
  const byPath = new Map<string, FakeRoute>([
    [user.getCurrentUser.path, () => ok(TEST_MAIN_USER)],
    ...routes.map(([operation, route]): [string, FakeRoute] => [operation.path, route]),
  ]);
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path: url.pathname, body });
      const route = byPath.get(url.pathname);
      const reply = route ? route(body, url) : { error_code: 1004, msg: 'The data does not exist' };
      const envelope = 'error_code' in reply ? reply : { error_code: 0, msg: 'ok', content: reply.content };
      return new Response(JSON.stringify({ content: null, ...envelope }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls };
}

export function callsTo(calls: FakeCall[], operation: OperationDef): FakeCall[] {
  return calls.filter((call) => call.path === operation.path);
}
