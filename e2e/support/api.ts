import { type APIRequestContext, expect } from '@playwright/test';
import { auth, type Lang, OPS_KEY_HEADER, type OperationDef, user } from '@portal/contract';
import { E2E_OPS_KEY } from '../playwright.config';

export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO = { main: 'demo@portal.test', sub: 'sub@portal.test', other: 'other@portal.test' } as const;

/** Calls an operation of the contract directly, for arranging data a test then looks at in the browser. */
export async function callApi<T = unknown>(
  request: APIRequestContext,
  operation: OperationDef,
  options: { token?: string; ops?: boolean; body?: unknown; query?: Record<string, string | number> } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.token = options.token;
  if (options.ops) headers[OPS_KEY_HEADER] = E2E_OPS_KEY;
  const response =
    operation.method === 'GET'
      ? await request.get(operation.path, { headers, params: options.query })
      : await request.post(operation.path, { headers, data: options.body ?? {} });
  const reply = (await response.json()) as { error_code: number; msg: string; content: T };
  expect(reply.error_code, `${operation.id}: ${reply.msg}`).toBe(0);
  return reply.content;
}

export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const content = await callApi<{ token: string }>(request, auth.login, { body: { email, password } });
  return content.token;
}

/**
 * Saves the account's language, as its profile or the header's switch does: the portal opens in it
 * at every sign-in and reload of the account's sessions, whatever language the browser had.
 */
export async function saveLanguage(request: APIRequestContext, token: string, lang: Lang): Promise<void> {
  await callApi(request, user.updateLanguage, { token, body: { lang } });
}

let counter = 0;
/**
 * A new merchant of its own, for tests that change account state (password, API key). Registered
 * through the API its saved language is English (the request's): a test that shows the portal in
 * Chinese asks for `lang: 'zh_CN'`, which is saved to the account.
 */
export async function registerMerchant(
  request: APIRequestContext,
  { lang }: { lang?: Lang } = {},
): Promise<{ email: string; password: string; token: string }> {
  counter += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${counter}@portal.test`;
  const password = 'Start#2026x';
  const content = await callApi<{ token: string }>(request, auth.register, {
    body: {
      first_name: 'Erin',
      last_name: 'Tester',
      email,
      password,
      confirm_password: password,
      phone: '+1 555 0100',
      country: 'US',
      currency: 'USD',
      agree_privacy: true,
    },
  });
  if (lang) await saveLanguage(request, content.token, lang);
  return { email, password, token: content.token };
}
