import { opsIdentity } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { OPS_KEY, TestApp } from './support/test-app';

const clock = {
  at: Date.parse('2026-11-21T08:00:00Z'),
  now() {
    return new Date(this.at);
  },
};

describe('the staff key', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('refuses to start outside demo mode with the published demo key, and is closed there by default', () => {
    expect(() => loadConfig({ DEMO_DATA: '0', OPS_KEY: 'demo-ops-key' })).toThrow(/OPS_KEY is the published demo key/);
    expect(() => loadConfig({ NODE_ENV: 'production', OPS_KEY: 'demo-ops-key' })).toThrow(/demo key/);
    expect(loadConfig({ NODE_ENV: 'production' }).opsKey).toBe('');
    expect(loadConfig({ DEMO_DATA: '0' }).opsKey).toBe('');
    expect(loadConfig({ DEMO_DATA: '1' }).opsKey).toBe('demo-ops-key');
    expect(loadConfig({ DEMO_DATA: '0', OPS_KEY: 'a-long-random-staff-key' }).opsKey).toBe('a-long-random-staff-key');
  });

  it('slows, then refuses, an address that tries wrong keys, even when it then sends the right one', async () => {
    t = await TestApp.start({ clock, seedOnRealTime: true, env: { TRUST_PROXY: 'true' } });
    const outbox = (key: string, ip: string, lang: 'en' | 'zh_CN' = 'en') =>
      t?.call(opsIdentity.getMailOutbox, { query: {}, lang, headers: { 'ops-key': key, 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i++) expect((await outbox(`guess-${i}`, '203.0.113.5'))?.error_code).toBe(1016);
    const slowed = await outbox(OPS_KEY, '203.0.113.5', 'zh_CN');
    expect([slowed?.status, slowed?.error_code, slowed?.msg]).toEqual([429, 1003, '操作过于频繁: 请 2 秒后再试']);
    // Another address with the right key is not affected.
    expect((await outbox(OPS_KEY, '198.51.100.5'))?.error_code).toBe(0);
    let refused = '';
    for (let i = 3; i < 30 && !refused; i++) {
      clock.at += 60_000;
      const reply = await outbox(`guess-${i}`, '203.0.113.5');
      if (reply?.error_code === 1003) refused = reply.msg;
    }
    expect(refused).toMatch(/^Operation too frequent: please try again in \d+ minutes$/);
    expect((await outbox(OPS_KEY, '203.0.113.5'))?.error_code).toBe(1003);
    // A request without any key is no guess and is not counted.
    expect((await outbox('', '198.51.100.6'))?.error_code).toBe(1016);
  });

  it('serves the mail outbox only in demo mode', async () => {
    t = await TestApp.start({ env: { DEMO_DATA: '0' } });
    const reply = await t.call(opsIdentity.getMailOutbox, { ops: true, query: {} });
    expect([reply.status, reply.error_code]).toEqual([404, 1004]);
  });
});
