/**
 * The first screen after a full reload, as a signed-in merchant sees it (issue 8 goal: usable in
 * ≤ 1.0 s for the workplace and the SKU list). Serves the built web app and the API from this
 * process (SQLite on a temp data dir, demo data), opens each page in Debian's Chromium with an
 * empty cache, reloads it, and prints per page and load the largest contentful paint (LCP), the time
 * until the page's own content is on screen, and the JavaScript transferred; also the first
 * contentful paint and which element the largest paint was (most often over the rounds).
 *
 *   npm run build && npm run bench:first-screen
 *   ROUNDS=9 npm run bench:first-screen           more rounds (default 5); medians are printed
 *   LANG_UI=zh_CN npm run bench:first-screen      in Chinese
 *   PROFILE=/tmp/prof npm run bench:first-screen  also writes each load's CPU profile there
 *   WEB_DIST=/tmp/a,/tmp/b npx tsx bench/first-screen.ts   compares builds, their rounds alternating
 *
 * Each round also reloads the page in the same browser context, as a user pressing F5 does: what
 * the cache keeps (the assets, for a year) is then not fetched again. The goal is checked on that
 * reload, the issue's "full reload"; the empty cache, the first visit after a deploy, is printed
 * beside it against the same second (docs/PERFORMANCE.md, "First screen after a full reload").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { demoMerchantSession } from '../apps/server/src/seed/demo-session';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const LANGUAGE = process.env.LANG_UI === 'zh_CN' ? 'zh_CN' : 'en';
const GOAL_MS = 1000;
/** PROFILE=<dir> writes the page's main-thread CPU profile of each load there (open in Chrome's DevTools). */
const PROFILE_DIR = process.env.PROFILE;
const WEB_DISTS = (process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'))
  .split(',')
  .map((dist) => path.resolve(dist));

/** The pages measured and what shows they are usable: the greeting, and the SKU table's first row. */
const PAGES = [
  { name: 'workplace', path: '/dashboard/workplace', ready: '[data-testid="workplace-greeting"]' },
  { name: 'SKU list', path: '/productsList', ready: '.ant-table-tbody tr.ant-table-row' },
] as const;

interface Sample {
  lcp: number;
  /** First contentful paint: when the shell, or anything, is first on screen. */
  fcp: number;
  /** What the largest paint was: its tag, class and first words (a fade can hold it back; see PERFORMANCE.md). */
  lcpElement: string;
  ready: number;
  jsBytes: number;
  jsFiles: number;
}

const CONTENT_SHOWN_AT = '__contentShownAt';

/**
 * Records in the page when the first element matching the selector is painted: at its insertion a
 * frame is awaited, then a task after it, which runs once that frame is on screen.
 */
function contentTimer(selector: string): string {
  return `new MutationObserver((records, observer) => {
    if (!document.querySelector(${JSON.stringify(selector)})) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.${CONTENT_SHOWN_AT} = performance.now(); }));
  }).observe(document, { childList: true, subtree: true });`;
}

/** Reads the page's LCP (buffered) and the scripts it fetched, from the browser's own timings. */
async function measure(page: Page, readySelector: string): Promise<Sample> {
  await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: 30_000 });
  // Timed in the page (CONTENT_TIMER): Playwright looks for the element at growing intervals, up to
  // 0.5 s apart, and its own time would include the wait for the next look.
  const ready = Number(await (await page.waitForFunction(`window.${CONTENT_SHOWN_AT}`)).jsonValue());
  // LCP candidates stop once the user acts; none has, so the last candidate so far is the LCP.
  await page.waitForTimeout(300);
  return page.evaluate(
    (readyAt) =>
      new Promise<Sample>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1] as (PerformanceEntry & { element?: Element | null }) | undefined;
          const lcp = last?.startTime ?? Number.NaN;
          const element = last?.element;
          const lcpElement = element
            ? `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`
            : 'none';
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry): entry is PerformanceResourceTiming => entry.name.endsWith('.js'))
            .map((entry) => entry.transferSize);
          resolve({
            lcp,
            fcp,
            lcpElement,
            ready: readyAt,
            jsBytes: scripts.reduce((sum, size) => sum + size, 0),
            // Scripts taken from the cache transfer nothing.
            jsFiles: scripts.filter((size) => size > 0).length,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    ready,
  );
}

/** A built app served with the API by a server of its own, and the demo merchant's session there. */
interface Build {
  dist: string;
  baseUrl: string;
  token: string;
  close(): Promise<void>;
}

async function startBuild(dist: string): Promise<Build> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`No build in ${dist}: run \`npm run build\` first.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-first-screen-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    OPS_KEY: 'bench-ops-key',
    WEB_DIST: dist,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  });
  const app = await buildApp(config);
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no TCP address');
  const token = await demoMerchantSession(app.server);
  return {
    dist,
    baseUrl: `http://127.0.0.1:${address.port}`,
    token,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One visit with an empty cache, then a reload of the same page with what the cache kept. */
async function sample(browser: Browser, build: Build, target: string, ready: string) {
  // A new context each time: an empty cache, as on the first visit after a deploy.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addInitScript(
    ([session, language]) => {
      localStorage.setItem('token', session);
      localStorage.setItem('i18n-lang', language);
    },
    [build.token, LANGUAGE] as const,
  );
  await context.addInitScript(contentTimer(ready));
  const page = await context.newPage();
  const profiler = PROFILE_DIR ? await context.newCDPSession(page) : undefined;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  await page.goto(`${build.baseUrl}${target}`);
  const empty = await measure(page, ready);
  if (profiler && PROFILE_DIR) {
    const { profile } = await profiler.send('Profiler.stop');
    const name = `${target.replace(/\W+/g, '-').replace(/^-/, '')}-${Date.now()}.cpuprofile`;
    fs.mkdirSync(PROFILE_DIR, { recursive: true });
    fs.writeFileSync(path.join(PROFILE_DIR, name), JSON.stringify(profile));
  }
  await page.reload();
  const reload = await measure(page, ready);
  await context.close();
  return { empty, reload };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

function summary(samples: Sample[]) {
  const lcp = median(samples.map((s) => s.lcp));
  const fcp = median(samples.map((s) => s.fcp));
  const elements = samples.map((s) => s.lcpElement);
  const commonest = [...new Set(elements)].sort(
    (a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length,
  )[0];
  const ready = median(samples.map((s) => s.ready));
  const js = median(samples.map((s) => s.jsBytes));
  const files = median(samples.map((s) => s.jsFiles));
  const text =
    `LCP ${lcp.toFixed(0).padStart(5)} ms   content ${ready.toFixed(0).padStart(5)} ms   ` +
    `JS ${(js / 1024).toFixed(1).padStart(6)} KB in ${String(files).padStart(2)} files   ` +
    `FCP ${fcp.toFixed(0).padStart(5)} ms   LCP element ${commonest}`;
  return { worst: Math.max(lcp, ready), text };
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const builds: Build[] = [];
  try {
    for (const dist of WEB_DISTS) builds.push(await startBuild(dist));
    let missed = false;
    const load = () => os.loadavg()[0]?.toFixed(2);
    console.log(
      `first screen after a full reload, ${LANGUAGE}, median of ${ROUNDS} (goal ≤ ${GOAL_MS} ms on a reload; the first visit after a deploy, with an empty cache, beside it); load average ${load()}`,
    );
    for (const target of PAGES) {
      const samples = builds.map(() => ({ empty: [] as Sample[], reload: [] as Sample[] }));
      // One visit per build to warm its server (route compilation, SQLite page cache); not counted.
      for (const build of builds) await sample(browser, build, target.path, target.ready);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [i, build] of builds.entries()) {
          const { empty, reload } = await sample(browser, build, target.path, target.ready);
          samples[i]?.empty.push(empty);
          samples[i]?.reload.push(reload);
        }
      }
      for (const [i, build] of builds.entries()) {
        const empty = summary(samples[i]?.empty ?? []);
        const reload = summary(samples[i]?.reload ?? []);
        if (reload.worst > GOAL_MS) missed = true;
        const name = builds.length > 1 ? `${target.name} [${build.dist}]` : target.name;
        console.log(`${name}\n  reload      ${reload.text}   ${reload.worst <= GOAL_MS ? 'ok' : 'MISSED'}`);
        console.log(`  empty cache ${empty.text}   ${empty.worst <= GOAL_MS ? 'within' : 'over'} ${GOAL_MS} ms`);
      }
    }
    console.log(`load average at the end ${load()} (the machine's other work slows every figure)`);
    process.exitCode = missed ? 2 : 0;
  } finally {
    await browser.close();
    for (const build of builds) await build.close();
  }
}

await main();
