import { chromium } from '@playwright/test';
import fs from 'node:fs';
const BASE = 'http://127.0.0.1:8190';
const target = process.env.TARGET ?? '/order/order-list';
const browser = await chromium.launch({ executablePath: process.cwd() + '/browser/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI'] });
const ctx = await browser.newContext({ baseURL: BASE, locale: 'en-US', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
const r = await ctx.request.post('/api/ucenter/login', { data: { email: 'demo@portal.test', password: 'Demo#2026' } });
const token = (await r.json()).content.token;
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${target}${target.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
await page.getByTestId('user-menu').waitFor();
await page.waitForLoadState('networkidle');
await page.waitForTimeout(500);
const { profile } = await cdp.send('Profiler.stop');
fs.writeFileSync('/tmp/prof.cpuprofile', JSON.stringify(profile));
// self time per function and per url
const self = new Map(); const byUrl = new Map();
const dt = profile.timeDeltas; const idIdx = new Map(profile.nodes.map((n,i)=>[n.id,n]));
const t = new Map();
profile.samples.forEach((id,i)=>t.set(id,(t.get(id)??0)+(dt[i]??0)));
for (const [id,us] of t) { const n = idIdx.get(id); const cf=n.callFrame; const k=`${cf.functionName||'(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; self.set(k,(self.get(k)??0)+us); const u=cf.url.split('/').pop()||cf.functionName; byUrl.set(u,(byUrl.get(u)??0)+us); }
const top=(m,n)=>[...m].sort((a,b)=>b[1]-a[1]).slice(0,n).map(([k,v])=>`${(v/1000).toFixed(0).padStart(6)} ms ${k}`).join('\n');
console.log('BY URL\n'+top(byUrl,15)); console.log('BY FN\n'+top(self,30));
await browser.close();
