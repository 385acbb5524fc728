/**
 * Writes the style sheets of `apps/web/src/app/antd-styles/`: the CSS antd generates for the
 * default theme, one sheet per area of the app, with the map of cache paths that tells antd not to
 * generate it again (`apps/web/src/app/antd-styles/capture-mode.ts` says why):
 * - `antd-sign-in-styles.css`, loaded by the entry: what the sign-in page renders;
 * - `antd-public-styles.css`, loaded with the other public pages (register, forgotten password);
 * - `antd-signed-in-styles.css`, loaded with the signed-in area: the first screens and every
 *   screen of the menu.
 *
 *   npm run antd-styles     after upgrading antd, or when the e2e check finds runtime styles
 *
 * Builds the web app in the capture mode into a temporary folder, serves it with the API (SQLite,
 * demo data) and opens it in Debian's Chromium (CHROMIUM_PATH to use another): each area's pages in
 * page loads of their own, the first screens each loaded with slow answers, so their loading looks
 * (skeletons, spinners) are captured, then every screen in one walk, at desktop and phone width.
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
const OUTPUT_DIR = path.join(WEB, 'src/app/antd-styles');
/** The areas, base first (`CapturedStyles`), each written to `antd-<area>-styles.css`. */
const AREAS = ['sign-in', 'public', 'signed-in'] as const;
type Area = (typeof AREAS)[number];
const SIGN_IN = '/login';
/** The public pages other than the sign-in page, which the entry's sheet alone serves. */
const PUBLIC_PAGES = ['/register', '/forget'];
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

/**
 * Waits for the page's reads to answer and its late parts (tables, charts' legends) to render: until
 * antd has added no style for a second. On a busy machine a lazily loaded page can still be
 * rendering well after the network is idle, and its styles would be missed.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  let count = -1;
  for (let quiet = 0; quiet < 4; ) {
    await page.waitForTimeout(250);
    const now = await page.evaluate(() => document.querySelectorAll('style[data-css-hash]').length);
    quiet = now === count ? quiet + 1 : 0;
    count = now;
  }
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

/**
 * Adds what antd holds for the page now. Taken after each screen, since antd drops a style from its
 * cache when the last component using it unmounts (a page left, a tab closed past the tab limit).
 */
async function record(page: Page, styles: CapturedStyles, area: Area): Promise<void> {
  // `antdStyles` is the capture build's (apps/web/src/app/antd-styles/style-capture.tsx).
  const extracted = await page.evaluate(() => (window as Window & { antdStyles?: () => string }).antdStyles?.() ?? '');
  if (!extracted.includes('<style')) throw new Error('the capture build recorded no styles');
  styles.add(area, extracted);
}

/** Opens `url` as `open` does, records what it styled, and closes it. */
async function recordLoad(
  browser: Browser,
  url: string,
  options: Parameters<typeof open>[2],
  styles: CapturedStyles,
  area: Area,
): Promise<void> {
  const page = await open(browser, url, options);
  await record(page, styles, area);
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
    const styles = new CapturedStyles(AREAS);

    await recordLoad(browser, `${base}${SIGN_IN}`, { slow: true }, styles, 'sign-in');
    const signedOut = await open(browser, `${base}${PUBLIC_PAGES[0]}`, { slow: true });
    await record(signedOut, styles, 'public');
    for (const target of PUBLIC_PAGES.slice(1)) {
      await moveTo(signedOut, target);
      await settle(signedOut);
      await record(signedOut, styles, 'public');
    }
    await signedOut.close();

    const token = await demoMerchantSession(app.server);
    for (const target of FIRST_SCREENS) {
      await recordLoad(browser, `${base}${target}`, { token, slow: true }, styles, 'signed-in');
    }

    const walk = await open(browser, `${base}${FIRST_SCREENS[0]}`, { token });
    for (const target of [...menuScreens(MENU_REGISTRY), ...FORMS]) {
      await moveTo(walk, target);
      await walk.locator(`[data-page-path="${target}"]`).first().waitFor();
      await settle(walk);
      await record(walk, styles, 'signed-in');
    }
    await walk.setViewportSize({ width: 390, height: 844 });
    await moveTo(walk, '/productsList');
    await settle(walk);
    await record(walk, styles, 'signed-in');
    await walk.close();

    for (const area of AREAS) {
      const output = path.join(OUTPUT_DIR, `antd-${area}-styles.css`);
      const css = styles.toCss(area);
      fs.writeFileSync(
        output,
        `/* Written by \`npm run antd-styles\` (tools/antd-styles/capture.ts); do not edit. */\n${css}\n`,
      );
      console.log(
        `${path.relative(process.cwd(), output)}: ${(css.length / 1024).toFixed(0)} KB, ${styles.pathCount(area)} style paths`,
      );
    }
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
