import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { SESSION_KEYS } from '../storage/storage-keys';
import { CodeErrorBoundary } from './code-error-boundary';
import { currentPage } from './code-recovery';
import { preloadable } from './preloadable';

function Greeting() {
  return <p>order list</p>;
}

type PageModule = { default: typeof Greeting };

/** A page whose chunk the server no longer has, as Chromium reports it. */
const MISSING = new TypeError(
  'Failed to fetch dynamically imported module: http://portal.test/assets/order-list-page-OLD.js',
);

/** Renders a page whose download settles as `settle` says, once the page waits for it. */
async function renderPage(settle: (done: { resolve(m: PageModule): void; reject(e: unknown): void }) => void) {
  let done: { resolve(m: PageModule): void; reject(e: unknown): void } | undefined;
  const load = vi.fn(() => new Promise<PageModule>((resolve, reject) => (done = { resolve, reject })));
  const Page = preloadable(load).Component;
  // Awaited: a page that suspends inside a synchronous act is never retried.
  await act(async () => {
    render(
      <CodeErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </CodeErrorBoundary>,
    );
  });
  await act(async () => done && settle(done));
  return load;
}

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('a page whose code is gone after a deploy', () => {
  it('reloads the page once by itself, asking for the file once', async () => {
    const reload = vi.spyOn(currentPage, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = await renderPage((done) => done.reject(MISSING));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
    expect(screen.queryByText(/Minified React error|Something went wrong/)).toBeNull();
  });

  it('after its own reload, says so in the user language with a Reload button, never React’s error', async () => {
    const reload = vi.spyOn(currentPage, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(SESSION_KEYS.codeReloadAt, String(Date.now() - 5_000));
    await i18n.changeLanguage('zh_CN');
    const load = await renderPage((done) => done.reject(MISSING));
    expect(await screen.findByRole('heading', { name: '此页面无法加载' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    // The renders after the failure do not ask for the file again.
    expect(load).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('treats a module without a component (another build’s code) as missing code', async () => {
    vi.spyOn(currentPage, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(SESSION_KEYS.codeReloadAt, String(Date.now()));
    await renderPage((done) => done.resolve({} as PageModule));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
  });

  it('shows any other render error as a translated message, without reloading', async () => {
    const reload = vi.spyOn(currentPage, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Cannot read properties of undefined');
    }
    render(
      <CodeErrorBoundary>
        <Broken />
      </CodeErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
