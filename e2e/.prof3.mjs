import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:8190';
const screens = ['/order/order-list','/productsList','/order/create','/inventory/list','/inbound/list','/billing/transactions'];
const extra = (process.env.XARGS ?? '').split(' ').filter(Boolean);
const browser = await chromium.launch({ executablePath: process.cwd() + '/browser/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI', ...extra] });
const req = await browser.newContext({ baseURL: BASE });
const token = (await (await req.request.post('/api/ucenter/login', { data: { email: 'demo@portal.test', password: 'Demo#2026' } })).json()).content.token;
for (let round = 0; round < Number(process.env.ROUNDS ?? 4); round++) {
  const ctx = await browser.newContext({ baseURL: BASE, locale: 'en-US', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  await page.goto(`/dashboard/workplace?token=${encodeURIComponent(token)}`);
  await page.getByTestId('user-menu').waitFor();
  await page.waitForLoadState('networkidle');
  for (const s of screens) {
    // client-side navigation through the menu is what tests mostly do; a goto is a full load
    await page.goto(s); await page.getByTestId('user-menu').waitFor(); await page.waitForLoadState('networkidle');
  }
  await ctx.close();
}
await browser.close();
