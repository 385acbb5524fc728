import { chromium } from '@playwright/test';
const B = 'http://127.0.0.1:8237';
const post = async (path, body, token) => (await fetch(B + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) })).json();
const token = (await post('/api/ucenter/login', { email: 'demo@portal.test', password: 'Demo#2026' })).content.token;
const browser = await chromium.launch({ executablePath: new URL('./browser/chromium', import.meta.url).pathname });
for (const lang of ['en', 'zh_CN']) for (const width of [1440, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript((v) => localStorage.setItem('i18n-lang', v), lang);
  await page.goto(`${B}/products/packages/add?token=${token}`);
  await page.waitForTimeout(3000);
  const picker = page.getByRole('combobox', { name: /Add a component|添加组成SKU/ });
  await picker.click(); await picker.fill('CAR-CSH');
  await page.waitForTimeout(1500);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  await page.getByRole('button', { name: /^Save$|保\s*存/ }).click();
  await page.waitForTimeout(800);
  await page.getByTestId('package-components').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/pkgshots/bottom-${lang}-${width}.png` });
  await page.close();
}
await browser.close();
