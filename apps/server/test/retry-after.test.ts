import { auth } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from './support/manual-clock';
import { TestApp } from './support/test-app';

describe('Retry-After on every 429', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('tells a refused client how long until the rate-limit window ends', async () => {
    const clock = manualClock();
    t = await TestApp.start({ clock, seedOnRealTime: true, env: { LOGIN_MAX_PER_IP: '2' } });
    const attempt = () => t?.call(auth.login, { body: { email: 'nobody@portal.test', password: 'Wrong#pass1' } });
    await attempt();
    clock.advance(5 * 60_000);
    await attempt();
    clock.advance(90_500);
    const refused = await attempt();

    expect(refused?.status).toBe(429);
    expect([refused?.error_code, refused?.msg]).toEqual([1003, 'Operation too frequent']);
    // The 15-minute window opened at the first attempt: 15 min − 6 min 30.5 s, rounded up.
    expect(refused?.raw.headers['retry-after']).toBe('510');
    const zh = await t.call(auth.login, { body: { email: 'nobody@portal.test', password: 'x' }, lang: 'zh_CN' });
    expect([zh.status, zh.msg, zh.raw.headers['retry-after']]).toEqual([429, '操作过于频繁', '510']);
  });
});
