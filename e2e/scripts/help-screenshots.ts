import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

/**
 * The help articles' screenshots (docs/web/help-center.md), taken from the running portal so they
 * show the screens as they are: `npm run help:screenshots` builds the app, starts the demo server on
 * a fresh data folder, signs the demo merchant in and shoots each screen below in English and in
 * Simplified Chinese into apps/web/src/features/help/screenshots/<lang>/<name>.jpg. The Chinese
 * screens need a CJK font on the machine (Debian: fonts-wqy-microhei).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'apps/web/src/features/help/screenshots');
const PORT = Number(process.env.HELP_SHOTS_PORT ?? 8190);
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO = { email: 'demo@portal.test', password: 'Demo#2026' };
const LANGS = (process.env.HELP_SHOTS_LANGS?.split(',') ?? ['en', 'zh_CN']) as ('en' | 'zh_CN')[];
type Lang = 'en' | 'zh_CN';

/** A screen: its address (or how to find it) and what shows once it has loaded. */
interface Shot {
  name: string;
  path: string | ((token: string) => Promise<string>);
  /** A CSS selector present once the screen's data is in. */
  ready: string;
  signedOut?: boolean;
}

const SHOTS: Shot[] = [
  { name: 'login', path: '/login', ready: 'form', signedOut: true },
  { name: 'register', path: '/register', ready: 'form', signedOut: true },
  { name: 'profile', path: '/user/profile', ready: 'form' },
  { name: 'sub-accounts', path: '/settings/sub-account', ready: '.ant-table-row' },
  { name: 'top-up', path: '/billing/topUp', ready: 'form' },
  { name: 'transactions', path: '/billing/transactions', ready: '.ant-table-row' },
  { name: 'plugins', path: '/plugins', ready: '.ant-card' },
  { name: 'product-list', path: '/productsList', ready: '.ant-table-row' },
  { name: 'product-form', path: '/products/add', ready: 'form' },
  { name: 'packages', path: '/products/packages', ready: '.ant-table-row' },
  { name: 'inbound-list', path: '/inbound/list', ready: '.ant-table-row' },
  { name: 'inbound-wizard', path: '/inbound/create', ready: '.ant-steps' },
  { name: 'order-list', path: '/order/order-list', ready: '.ant-table-row' },
  { name: 'order-form', path: '/order/create', ready: 'form' },
  {
    name: 'order-detail',
    path: async (token) => `/order/detail?id=${await firstDeliveredOrder(token)}`,
    ready: '.ant-descriptions',
  },
];

async function api<T>(pathname: string, token: string | null, body?: unknown): Promise<T> {
  const reply = await fetch(`${BASE}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await reply.json()) as { error_code: number; msg: string; content: T };
  if (json.error_code !== 0) throw new Error(`${pathname}: ${json.msg}`);
  return json.content;
}

async function firstDeliveredOrder(token: string): Promise<number> {
  const page = await api<{ list: { id: number }[] }>(
    '/api/ucenter/order/getOrderList?page=1&page_size=10&status=delivered',
    token,
  );
  const id = page.list[0]?.id;
  if (!id) throw new Error('the demo merchant has no delivered order');
  return id;
}

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitHealthy(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${BASE}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function shoot(page: Page, shot: Shot, token: string, lang: Lang): Promise<void> {
  const address = typeof shot.path === 'string' ? shot.path : await shot.path(token);
  await page.goto(address);
  await page.locator(shot.ready).first().waitFor({ timeout: 30_000 });
  // Fonts, images and late rows settle.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  const file = path.join(OUT, lang, `${shot.name}.jpg`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, type: 'jpeg', quality: 72 });
  // A PNG copy to look at where the only image viewer at hand reads PNG.
  const preview = process.env.HELP_SHOTS_PREVIEW_DIR;
  if (preview) await page.screenshot({ path: path.join(preview, `${lang}-${shot.name}.png`) });
  console.log(`${lang}/${shot.name}.jpg`);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-shots-'));
  const server = startServer(dataDir);
  try {
    await waitHealthy();
    const { token } = await api<{ token: string }>('/api/ucenter/login', null, DEMO);
    await api('/api/ucenter/customer/setting/updateOperationGuide', token, { is_read: 1, guide_type: 3 });
    const browser = await chromium.launch({
      executablePath: path.join(ROOT, 'e2e/browser/chromium'),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    for (const lang of LANGS) {
      await api('/api/ucenter/customer/user/updateLanguage', token, { lang });
      for (const signedOut of [true, false]) {
        const context = await browser.newContext({
          baseURL: BASE,
          viewport: { width: 1280, height: 760 },
          reducedMotion: 'reduce',
          storageState: {
            cookies: [],
            origins: [
              {
                origin: BASE,
                localStorage: [
                  { name: 'i18n-lang', value: lang },
                  ...(signedOut ? [] : [{ name: 'token', value: token }]),
                ],
              },
            ],
          },
        });
        const page = await context.newPage();
        for (const shot of SHOTS.filter((s) => Boolean(s.signedOut) === signedOut))
          await shoot(page, shot, token, lang);
        await context.close();
      }
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
