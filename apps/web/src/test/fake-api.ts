import type { OperationDef } from '@portal/contract';
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
 * Replaces fetch with answers by operation, so components run through the real request layer
 * (envelope, error codes) without a server. Unknown paths answer NOT_FOUND.
 */
export function fakeApi(routes: [OperationDef, FakeRoute][]): { calls: FakeCall[] } {
  const byPath = new Map(routes.map(([operation, route]) => [operation.path, route]));
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
