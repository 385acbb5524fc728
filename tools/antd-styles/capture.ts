/**
 * Writes `apps/web/src/app/antd-styles/antd-static-styles.css`: the CSS antd generates for the
 * default theme on the sign-in pages and every screen of the menu, and the map of cache paths that
 * tells antd not to generate it again (`apps/web/src/app/antd-styles/capture-mode.ts` says why).
 *
 *   npm run antd-styles     after upgrading antd, or when the e2e check finds runtime styles
 *
 * Builds the web app in the capture mode into a temporary folder, serves it with the API (SQLite,
 * demo data) and opens it in Debian's Chromium (CHROMIUM_PATH to use another): the first screens
 * each loaded with slow answers, so their loading looks (skeletons, spinners) are captured, then
 * every screen in one walk, at desktop and phone width.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MENU_REGISTRY, type MenuNode } from '@portal/contract';
import { type Browser, chromium, type Page } from 'playwright-core';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { demoMerchantSession } from '../../apps/server/src/seed/demo-session';
import { CAPTURE_MODE } from '../../apps/web/src/app/antd-styles/capture-mode';
import { CapturedStyles } from './style-sheet';

const WEB = path.join(import.meta.dirname, '../../apps/web');
const OUTPUT = path.join(WEB, 'src/app/antd-styles/antd-static-styles.css');
const PUBLIC_PAGES = ['/login', '/register', '/forget'];
/** The screens whose first load must generate no style (the e2e check and the first-screen bench). */
const FIRST_SCREENS = ['/dashboard/workplace', '/productsList'];
/** Forms opened from the lists, which the menu does not show. */
const FORMS = ['/products/add', '/order/create'];

function menuScreens(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.component && !node.hide && node.ready ? [node.path] : []),
    ...menuScreens(node.children ?? []),
  ]);
}

/** Moves the app to a path as its own links do: no reload, so antd's style cache lives on. */
async function moveTo(page: Page, target: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
}

/** Waits for the page's reads to answer and its late parts (tables, charts' legends) to render. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

/** A page load, in English and the default theme, signed in with `token` if given. */
async function open(browser: Browser, url: string, { token = '', slow = false } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await page.addInitScript((session) => {
    localStorage.setItem('i18n-lang', 'en');
    if (session) localStorage.setItem('token', session);
  }, token);
  if (slow) {
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
  }
  await page.goto(url);
  await settle(page);
  return page;
}

async function extract(page: Page, styles: CapturedStyles): Promise<void> {
  // `antdStyles` is the capture build's (apps/web/src/app/antd-styles/style-capture.tsx).
  const extracted = await page.evaluate(() => (window as Window & { antdStyles?: () => string }).antdStyles?.() ?? '');
  if (!extracted.includes('<style')) throw new Error('the capture build recorded no styles');
  styles.add(extracted);
  await page.close();
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-antd-styles-'));
  const dist = path.join(work, 'dist');
  execFileSync(
    'npx',
    ['vite', 'build', '--mode', CAPTURE_MODE, '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: WEB,
      stdio: 'inherit',
    },
  );
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(work, 'data'),
      DEMO_DATA: '1',
      OPS_KEY: 'antd-styles-ops-key',
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    }),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address();
    if (!address || typeof address === 'string') throw new Error('the server has no TCP address');
    const base = `http://127.0.0.1:${address.port}`;
    const styles = new CapturedStyles();

    const signedOut = await open(browser, `${base}/login`, { slow: true });
    for (const target of PUBLIC_PAGES) {
      await moveTo(signedOut, target);
      await settle(signedOut);
    }
    await extract(signedOut, styles);

    const token = await demoMerchantSession(app.server);
    for (const target of FIRST_SCREENS)
      await extract(await open(browser, `${base}${target}`, { token, slow: true }), styles);

    const walk = await open(browser, `${base}${FIRST_SCREENS[0]}`, { token });
    for (const target of [...menuScreens(MENU_REGISTRY), ...FORMS]) {
      await moveTo(walk, target);
      await walk.locator(`[data-page-path="${target}"]`).first().waitFor();
      await settle(walk);
    }
    await walk.setViewportSize({ width: 390, height: 844 });
    await moveTo(walk, '/productsList');
    await settle(walk);
    await extract(walk, styles);

    const css = styles.toCss();
    fs.writeFileSync(
      OUTPUT,
      `/* Written by \`npm run antd-styles\` (tools/antd-styles/capture.ts); do not edit. */\n${css}\n`,
    );
    console.log(
      `${path.relative(process.cwd(), OUTPUT)}: ${(css.length / 1024).toFixed(0)} KB, ${styles.pathCount} style paths`,
    );
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
