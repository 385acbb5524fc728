import { chromium } from '@playwright/test';
const B = 'http://127.0.0.1:8237';
const post = async (path, body, token) => (await fetch(B + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) })).json();
const get = async (path, token) => (await fetch(B + path, { headers: { token } })).json();
const login = await post('/api/ucenter/login', { email: 'demo@portal.test', password: 'Demo#2026' });
const token = login.content?.token;
if (!token) { console.log(login); process.exit(1); }
await post('/api/ucenter/customer/setting/updateOperationGuide', { is_read: 1, guide_type: 3 }, token);
const reply = await get('/api/ucenter/product/getList?page=1&page_size=10', token); if (!reply.content) { console.log(reply); process.exit(1); } const skus = reply.content.list.map((s) => s.sku);
console.log(skus);
const made = await post('/api/ucenter/product/addPackage', { code: 'LOOK-SET', name_en: 'Look set of three with a long English name', name_cn: '看看三件套', assembly: 'pick_components', components: [{ sku: skus[0], quantity: 2 }, { sku: skus[1], quantity: 1 }] }, token);
console.log(JSON.stringify(made));
const list = (await get('/api/ucenter/product/getPackageList?page=1&page_size=10', token)).content.list;
const id = list[0].id;
const browser = await chromium.launch({ executablePath: new URL('./browser/chromium', import.meta.url).pathname });
for (const lang of ['en', 'zh_CN']) for (const width of [1440, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript((v) => localStorage.setItem('i18n-lang', v), lang);
  for (const [name, path] of [['list', '/products/packages'], ['form', '/products/packages/add'], ['edit', `/products/packages/add?id=${id}`], ['detail', `/products/packages/detail?id=${id}`]]) {
    await page.goto(`${B}${path}${path.includes('?') ? '&' : '?'}token=${token}`);
    await page.waitForTimeout(3500);
    if (name === 'form') { await page.getByRole('button', { name: /Save|保\s*存/ }).last().click(); await page.waitForTimeout(800); }
    await page.screenshot({ path: `/tmp/pkgshots/${name}-${lang}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
