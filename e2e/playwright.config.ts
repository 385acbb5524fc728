import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const E2E_OPS_KEY = 'e2e-ops-key';
/** The server's data folder: its SQLite file holds the outbox, the mailbox of demo mode. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, '.e2e-data');
/** The client app's download link the server is configured with (APP_DOWNLOAD_URL). */
export const E2E_APP_DOWNLOAD_URL = 'https://downloads.portal.test/portal-app.apk';
const dataDir = E2E_DATA_DIR;

/**
 * Recording a trace (a DOM snapshot and screenshots at every step) takes about 40% of a spec's time
 * on 2 cores (tabs and SKU list specs: 188–197 s traced, 116–121 s not). CI records one only for a
 * test's retry, which is then failing the run anyway (`failOnFlakyTests`); locally a failed test
 * keeps its trace. `E2E_TRACE=off|on|retain-on-failure|on-first-retry` chooses.
 */
const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;
type TraceMode = (typeof TRACE_MODES)[number];
const TRACE: TraceMode =
  TRACE_MODES.find((mode) => mode === process.env.E2E_TRACE) ??
  (process.env.CI ? 'on-first-retry' : 'retain-on-failure');

/**
 * Chromium features a headless test never shows, turned off, for when the full browser runs
 * (`browser/chromium` starts the headless shell, which has none of them, where it is installed).
 * Chromium 156 (Debian's) loads its
 * WebUI address-bar popups (`chrome://omnibox-popup.top-chrome`, a Lit app) in a renderer of their own
 * for every new window, so for every browser context: as much CPU as the portal page the test opens
 * (the order list in a new context: 3.2 s to 2.0 s, the browser's CPU a third less, with these off).
 * `browser/chromium` merges this list with Playwright's own, since Chromium keeps the last switch.
 */
const DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'PreloadTopChromeWebUI',
];

/**
 * Browser tests against the real server (SQLite, demo data, the built web app) in Debian's Chromium.
 * Each run starts from an empty data folder.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on its retry is a defect, not a pass: CI fails on it.
  failOnFlakyTests: true,
  reporter: [['list']],
  projects: [
    // Signs each demo account in once, through the API; tests reuse the saved storage state.
    { name: 'sign-in', testMatch: /.*\.setup\.ts/ },
    { name: 'chromium', dependencies: ['sign-in'] },
  ],
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    // A click or fill that cannot act fails on its own line, instead of spending the test's whole
    // minute and failing with no line at all.
    actionTimeout: 15_000,
    // The portal honours the system's "reduce motion" (app-theme-provider.tsx). Asked for here, menus
    // and dialogs stand still from their first frame: a click aimed at a menu item while it slid
    // in could press it at one point and release it at another, and then press nothing.
    reducedMotion: 'reduce',
    trace: TRACE,
    launchOptions: {
      // Always through the wrapper, which merges the --disable-features switches and starts
      // CHROMIUM_PATH (Debian's headless shell by default, else /usr/bin/chromium).
      executablePath: path.join(import.meta.dirname, 'browser/chromium'),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
        // V8's optimising compilers (Maglev, TurboFan) compile hot functions again on threads of their
        // own, which pays back over minutes of use; a test's page lives seconds. Without them the same
        // specs (order list, SKU list, tabs: 22 tests) took 17% less browser CPU (143 s to 119 s, two
        // runs each), and CI's browser suite is bound by CPU. Scripts still run: Ignition and Sparkplug.
        '--js-flags=--no-opt,--no-maglev',
      ],
    },
  },
  webServer: {
    // The compiled server, as production runs it (`npm run build` makes apps/server/dist).
    command: `rm -rf "${dataDir}" && node --enable-source-maps ../apps/server/dist/main.js`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPS_KEY: E2E_OPS_KEY,
      DEMO_DATA: '1',
      // The simulator test drives the job itself; a demo order may move on a second after its last step.
      DEMO_SIMULATOR_STEP_MS: '1000',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE_URL,
      APP_DOWNLOAD_URL: E2E_APP_DOWNLOAD_URL,
      // Many sign-ins come from one address during a run.
      LOGIN_MAX_PER_IP: '100000',
      RATE_LIMIT_SCALE: '1000',
      PASSWORD_SCRYPT_LOG_N: '14',
      HASH_PER_CLIENT: '16',
      HASH_QUEUE_MAX: '32',
      // The WooCommerce spec's fake shop listens on 127.0.0.1 over plain HTTP.
      SHOP_ALLOW_LOOPBACK: '1',
      // The demo merchant is the one customer with the per-order fulfilment-fee report.
      ORDER_FULFILLMENT_FEE_CUSTOMER_ID: '10001',
    },
  },
});
