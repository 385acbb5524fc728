import { CoreErrorCode } from '@portal/contract';
import { ApiError, CLIENT_ERROR, DUPLICATE_REQUEST_MESSAGE } from './api-error';

export const DEFAULT_TIMEOUT_MS = 30_000;
/** Label printing renders large PDFs on the server (spec: 300 s). */
export const PRINT_TIMEOUT_MS = 300_000;

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  timeoutMs?: number;
  /** Answer the reply body as a Blob (file downloads) instead of the envelope's content. */
  binary?: boolean;
  /** Do not toast the error message; the caller shows it (forms put it under the field). */
  silent?: boolean;
  /**
   * Send this token instead of the stored session's (checking a sign-in link before adopting it);
   * its expiry is then the caller's answer, not the stored session's.
   */
  token?: string;
}

/** What the request layer asks of the app: where to read the session and how to tell the user. */
export interface RequestHooks {
  baseUrl: string;
  token(): string | null;
  /** The API language: zh_CN or en. */
  lang(): string;
  onSessionExpired(): void;
  /**
   * The session's rights were narrowed while a page was open (the main account changed a
   * sub-account's grant): the app reads the user again, so its menu and buttons follow.
   */
  onPermissionDenied(): void;
  onTimeout(): void;
  onError(message: string): void;
}

let hooks: RequestHooks = {
  baseUrl: '',
  token: () => null,
  lang: () => 'en',
  onSessionExpired: () => {},
  onPermissionDenied: () => {},
  onTimeout: () => {},
  onError: () => {},
};

export function configureRequests(next: Partial<RequestHooks>): void {
  hooks = { ...hooks, ...next };
}

const inFlight = new Map<string, AbortController>();
/** Uploads cannot be compared by content, so each is its own request: two files never cancel each other. */
let uploadCount = 0;

/** A repeated identical request cancels the one still in flight (spec 7): the newest answer wins. */
export function requestKey(spec: RequestSpec): string {
  return [
    spec.method,
    spec.path,
    stableJson(spec.query),
    spec.body instanceof FormData ? `upload#${++uploadCount}` : stableJson(spec.body),
    // The same call made as two sessions (a link's token beside the stored one) is two requests.
    spec.token ?? '',
  ].join(' ');
}

export async function request<T>(spec: RequestSpec): Promise<T> {
  const key = requestKey(spec);
  inFlight.get(key)?.abort('duplicate');
  const controller = new AbortController();
  inFlight.set(key, controller);
  const timer = setTimeout(() => controller.abort('timeout'), spec.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const response = await send(spec, controller.signal);
    if (spec.binary && response.ok && !isJson(response)) return (await response.blob()) as T;
    return await readEnvelope<T>(response, spec);
  } catch (error) {
    throw translateFailure(error, controller.signal, spec);
  } finally {
    clearTimeout(timer);
    if (inFlight.get(key) === controller) inFlight.delete(key);
  }
}

function send(spec: RequestSpec, signal: AbortSignal): Promise<Response> {
  const url = new URL(hooks.baseUrl + spec.path, window.location.origin);
  for (const [name, value] of Object.entries(spec.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  const headers: Record<string, string> = { 'Accept-Language': hooks.lang() };
  const token = spec.token ?? hooks.token();
  if (token) headers.token = token;
  let body: BodyInit | undefined;
  if (spec.method === 'POST') {
    if (spec.body instanceof FormData) body = spec.body;
    else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.body ?? {});
    }
  }
  return fetch(url, { method: spec.method, headers, body, signal });
}

async function readEnvelope<T>(response: Response, spec: RequestSpec): Promise<T> {
  let envelope: { error_code?: unknown; msg?: unknown; content?: unknown };
  try {
    envelope = await response.json();
  } catch {
    throw fail(new ApiError(`HTTP ${response.status}`, CLIENT_ERROR.badReply), spec);
  }
  const code = typeof envelope.error_code === 'number' ? envelope.error_code : CLIENT_ERROR.badReply;
  const msg = typeof envelope.msg === 'string' ? envelope.msg : `HTTP ${response.status}`;
  if (code === CoreErrorCode.OK) return envelope.content as T;
  if (code === CoreErrorCode.SESSION_EXPIRED) {
    if (spec.token === undefined) hooks.onSessionExpired();
    throw new ApiError(msg, code, envelope.content);
  }
  if (code === CoreErrorCode.PERMISSION_DENIED && spec.token === undefined) hooks.onPermissionDenied();
  throw fail(new ApiError(msg, code, envelope.content ?? null), spec);
}

function translateFailure(error: unknown, signal: AbortSignal, spec: RequestSpec): unknown {
  if (error instanceof ApiError) return error;
  if (signal.aborted && signal.reason === 'duplicate') {
    return new ApiError(DUPLICATE_REQUEST_MESSAGE, CLIENT_ERROR.duplicate);
  }
  if (signal.aborted && signal.reason === 'timeout') {
    hooks.onTimeout();
    return new ApiError('timeout', CLIENT_ERROR.timeout);
  }
  return fail(new ApiError('network', CLIENT_ERROR.network), spec);
}

function fail(error: ApiError, spec: RequestSpec): ApiError {
  if (!spec.silent) hooks.onError(error.code === CLIENT_ERROR.network ? 'network' : error.message);
  return error;
}

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('application/json');
}

function stableJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
