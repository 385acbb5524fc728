import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:8190';
const screens = (process.env.SCREENS ?? '/order/order-list,/productsList,/order/create,/inventory/list,/inbound/list').split(',');
const browser = await chromium.launch({ executablePath: process.cwd() + '/browser/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI'] });
const ctx = await browser.newContext({ baseURL: BASE, locale: 'en-US', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
const r = await ctx.request.post('/api/ucenter/login', { data: { email: 'demo@portal.test', password: process.env.PW } });
const j = await r.json(); const token = j.content?.token; if (!token) { console.log(j); process.exit(1); }
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Performance.enable');
const m = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(x => [x.name, x.value]));
const show = (label, a, b) => console.log(label.padEnd(28), ['TaskDuration','ScriptDuration','RecalcStyleDuration','LayoutDuration'].map(k => `${k.replace('Duration','')}=${(b[k]).toFixed(2)}`).join(' '), `nodes=${b.Nodes}`);
let prev = await m();
await page.goto(`/dashboard/workplace?token=${encodeURIComponent(token)}`);
await page.getByTestId('user-menu').waitFor();
await page.waitForLoadState('networkidle');
let now = await m(); show('workplace (cold)', prev, now); prev = now;
for (const s of screens) {
  await page.goto(s); await page.getByTestId('user-menu').waitFor(); await page.waitForLoadState('networkidle'); await page.waitForTimeout(300);
  now = await m(); show('goto ' + s, prev, now); prev = now;
}
await browser.close();
