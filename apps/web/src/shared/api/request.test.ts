import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERROR, DUPLICATE_REQUEST_MESSAGE } from './api-error';
import { configureRequests, DEFAULT_TIMEOUT_MS, PRINT_TIMEOUT_MS, request } from './request';

function reply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that never answers until aborted, like a slow server. */
function hangingFetch() {
  return vi.fn(
    (_url: URL, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

describe('request layer', () => {
  const hooks = { onSessionExpired: vi.fn(), onPermissionDenied: vi.fn(), onTimeout: vi.fn(), onError: vi.fn() };

  beforeEach(() => {
    vi.restoreAllMocks();
    for (const hook of Object.values(hooks)) hook.mockReset();
    configureRequests({ ...hooks, baseUrl: '', token: () => 'tok-123', lang: () => 'zh_CN' });
  });
  afterEach(() => vi.useRealTimers());

  it('sends the token and language headers and answers the content', async () => {
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) =>
      reply({ error_code: 0, msg: 'ok', content: { a: 1 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(request({ method: 'GET', path: '/api/x', query: { page: 2, empty: '' } })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/x?page=2');
    expect(String(url)).not.toContain('empty');
    expect(init?.headers).toMatchObject({ token: 'tok-123', 'Accept-Language': 'zh_CN' });
  });

  it('toasts the msg of a refusal and rejects with its code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply({ error_code: 1003, msg: 'Operation too frequent', content: null }, 429)),
    );
    const error = await request({ method: 'POST', path: '/api/y', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(1003);
    expect(hooks.onError).toHaveBeenCalledWith('Operation too frequent');
  });

  it('leaves the message to the caller when silent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply({ error_code: 1001, msg: 'Validation failure', content: null }, 400)),
    );
    await expect(request({ method: 'POST', path: '/api/y', silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('hands 1010 to the session-expiry handler instead of toasting', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply({ error_code: 1010, msg: 'expired', content: null }, 401)),
    );
    await expect(request({ method: 'GET', path: '/api/me' })).rejects.toMatchObject({ code: 1010 });
    expect(hooks.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('tells the app of a 403, so it reads the rights again, and still toasts the refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply({ error_code: 1005, msg: 'no permission', content: null }, 403)),
    );
    await expect(request({ method: 'POST', path: '/api/ucenter/product/addProduct' })).rejects.toMatchObject({
      code: 1005,
    });
    expect(hooks.onPermissionDenied).toHaveBeenCalledTimes(1);
    expect(hooks.onError).toHaveBeenCalledWith('no permission');
    // Another refusal is not about rights.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply({ error_code: 1001, msg: 'bad', content: null }, 400)),
    );
    await expect(request({ method: 'POST', path: '/api/y' })).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onPermissionDenied).toHaveBeenCalledTimes(1);
  });

  it('cancels the earlier of two identical requests in flight', async () => {
    const fetchMock = hangingFetch();
    vi.stubGlobal('fetch', fetchMock);
    const first = request({ method: 'GET', path: '/api/list', query: { b: 1, a: 2 } }).catch((e: unknown) => e);
    const second = request({ method: 'GET', path: '/api/list', query: { a: 2, b: 1 } });
    const error = await first;
    expect(error).toMatchObject({ code: CLIENT_ERROR.duplicate, message: DUPLICATE_REQUEST_MESSAGE });
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(true);
    expect(fetchMock.mock.calls[1]?.[1].signal?.aborted).toBe(false);
    second.catch(() => {});
  });

  it('does not cancel requests that differ', async () => {
    const fetchMock = hangingFetch();
    vi.stubGlobal('fetch', fetchMock);
    void request({ method: 'GET', path: '/api/list', query: { page: 1 } }).catch(() => {});
    void request({ method: 'GET', path: '/api/list', query: { page: 2 } }).catch(() => {});
    expect(fetchMock.mock.calls.every(([, init]) => !init.signal?.aborted)).toBe(true);
  });

  it('times out after 30 s and shows the timeout prompt', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const pending = request({ method: 'GET', path: '/api/slow' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(hooks.onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: CLIENT_ERROR.timeout });
    expect(hooks.onTimeout).toHaveBeenCalledTimes(1);
  });

  it('gives label printing its 300 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const pending = request({ method: 'POST', path: '/api/print', timeoutMs: PRINT_TIMEOUT_MS }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS * 2);
    expect(hooks.onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PRINT_TIMEOUT_MS);
    expect(await pending).toMatchObject({ code: CLIENT_ERROR.timeout });
  });

  it('reports a network failure as "check your network"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request({ method: 'GET', path: '/api/x' })).rejects.toMatchObject({ code: CLIENT_ERROR.network });
    expect(hooks.onError).toHaveBeenCalledWith('network');
  });

  it('sends a FormData body as multipart, leaving its boundary to the browser', async () => {
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) =>
      reply({ error_code: 0, msg: 'ok', content: { url: '/uploads/1.png' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const body = new FormData();
    body.append('file', new Blob(['xlsx'], { type: 'application/octet-stream' }), 'skus.xlsx');
    await expect(request({ method: 'POST', path: '/upload/img', body })).resolves.toEqual({ url: '/uploads/1.png' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(body);
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(init?.headers).toMatchObject({ token: 'tok-123' });
  });

  it('does not let one upload cancel another to the same address', async () => {
    const fetchMock = hangingFetch();
    vi.stubGlobal('fetch', fetchMock);
    for (const name of ['a.png', 'b.png']) {
      const body = new FormData();
      body.append('file', new Blob(['x']), name);
      void request({ method: 'POST', path: '/upload/img', body }).catch(() => {});
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.every(([, init]) => !init.signal?.aborted)).toBe(true);
  });

  it('answers a file as a Blob', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })),
    );
    const blob = await request<Blob>({ method: 'POST', path: '/api/print', binary: true });
    expect(await blob.text()).toBe('%PDF-1.7');
  });
});
