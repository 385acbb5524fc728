import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A promise the test settles by hand. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const parts = { guard: deferred(), shell: deferred(), page: deferred() };
const prefetchCurrentUser = vi.fn();

vi.mock('./lazy-guarded-area', () => ({ guardedArea: { preload: () => parts.guard.promise } }));
vi.mock('./lazy-shell-area', () => ({ shellArea: { preload: () => parts.shell.promise } }));
vi.mock('./preload-page', () => ({ preloadPageAt: () => parts.page.promise }));
vi.mock('../shared/session/current-user-prefetch', () => ({ prefetchCurrentUser: () => prefetchCurrentUser() }));

const { startFirstScreen } = await import('./first-screen');

/** Whether the promise has settled once pending work has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve));
  return done;
}

describe('the first screen of a signed-in load', () => {
  beforeEach(() => {
    Object.assign(parts, { guard: deferred(), shell: deferred(), page: deferred() });
    localStorage.setItem('token', 'a-session');
  });
  afterEach(() => localStorage.clear());

  it("is ready for its first render once the guard's, the shell's and the page's code are in", async () => {
    const ready = startFirstScreen({ pathname: '/productsList', search: '' });
    expect(prefetchCurrentUser).toHaveBeenCalled();
    parts.guard.resolve();
    parts.shell.resolve();
    expect(await settled(ready)).toBe(false);
    parts.page.resolve();
    expect(await settled(ready)).toBe(true);
  });

  it('is ready when a part failed to load too: the render asks for it again and reports the failure', async () => {
    const ready = startFirstScreen({ pathname: '/productsList', search: '' });
    parts.guard.resolve();
    parts.shell.reject(new Error('network'));
    parts.page.resolve();
    await expect(ready).resolves.toBeUndefined();
  });

  it('waits for nothing on a public page or without a session', async () => {
    expect(await settled(startFirstScreen({ pathname: '/login', search: '' }))).toBe(true);
    localStorage.clear();
    expect(await settled(startFirstScreen({ pathname: '/productsList', search: '' }))).toBe(true);
  });
});
