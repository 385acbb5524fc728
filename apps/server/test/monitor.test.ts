import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitor } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from './support/test-app';

interface Received {
  contentType: string | undefined;
  body: { msgtype: string; markdown: { title: string; text: string } };
}

/** A stand-in for the DingTalk robot: records what it is sent and answers with `status`. */
async function startWebhook() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => {
      data += chunk.toString();
    });
    req.on('end', () => {
      received.push({ contentType: req.headers['content-type'], body: JSON.parse(data) });
      res.writeHead(state.status, { 'content-type': 'application/json' }).end('{"errcode":0,"errmsg":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/robot/send`, received, state, close: () => server.close() };
}

describe('front-end error reports', () => {
  let t: TestApp;
  let hook: Awaited<ReturnType<typeof startWebhook>>;
  let now = Date.parse('2026-11-21T08:00:00.000Z');
  const clock = { now: () => new Date(now) };
  const token = async () => (await t.call(monitor.getAlertToken)).content.token;
  const report = {
    title: 'TypeError in order list',
    message: 'x is undefined',
    url: 'https://portal/order',
    stack: 'at f (a.js:1)',
  };

  beforeAll(async () => {
    hook = await startWebhook();
    t = await TestApp.start({ env: { ALERT_WEBHOOK_URL: hook.url }, clock });
  });
  afterAll(async () => {
    await t.close();
    hook.close();
  });

  it('hands out a ten-minute token without a session, signed with a secret kept in the database', async () => {
    const reply = await t.call(monitor.getAlertToken);
    expect(reply.error_code).toBe(0);
    expect(reply.content.expires_in).toBe(600);
    expect(reply.content.token.length).toBeGreaterThan(40);
    const secrets = await t.db.selectFrom('server_secrets').select('name').execute();
    expect(secrets.map((s) => s.name)).toEqual(['app_secret']);
  });

  it('forwards a report to the webhook as a markdown message', async () => {
    const reply = await t.call(monitor.sendAlert, { body: { token: await token(), ...report } });
    expect([reply.error_code, reply.content]).toEqual([0, null]);
    expect(hook.received).toHaveLength(1);
    const sent = hook.received[0];
    expect(sent?.contentType).toBe('application/json');
    expect(sent?.body.msgtype).toBe('markdown');
    expect(sent?.body.markdown.title).toBe('TypeError in order list');
    for (const part of ['x is undefined', 'https://portal/order', 'at f (a.js:1)', '2026-11-21T08:00:00.000Z']) {
      expect(sent?.body.markdown.text).toContain(part);
    }
  });

  it('refuses a forged, tampered or expired token with a parameter error', async () => {
    const valid = await token();
    const tampered = `${valid.slice(0, -2)}${valid.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of ['forged', '1.2.3', tampered]) {
      const reply = await t.call(monitor.sendAlert, { body: { token: bad, ...report } });
      expect([reply.error_code, reply.status, reply.msg]).toEqual([1002, 200, 'Parameter error']);
    }
    now += 11 * 60_000;
    const expired = await t.call(monitor.sendAlert, { body: { token: valid, ...report }, lang: 'zh_CN' });
    expect([expired.error_code, expired.msg]).toEqual([1002, '参数错误']);
    expect(hook.received).toHaveLength(1);
  });

  it('answers success when the webhook fails: the report is logged instead', async () => {
    hook.state.status = 500;
    const reply = await t.call(monitor.sendAlert, { body: { token: await token(), ...report } });
    expect(reply.error_code).toBe(0);
    hook.state.status = 200;
  });

  it('limits reports to 20 a minute per address', async () => {
    now += 2 * 60_000;
    const body = { token: await token(), ...report };
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await t.call(monitor.sendAlert, { body })).error_code);
    expect(codes.slice(0, 20).every((c) => c === 0)).toBe(true);
    const blocked = await t.call(monitor.sendAlert, { body });
    expect([blocked.error_code, blocked.msg]).toEqual([1003, 'Operation too frequent']);
    expect(codes[20]).toBe(1003);
  });

  it('refuses an empty title through validation', async () => {
    now += 2 * 60_000;
    const reply = await t.call(monitor.sendAlert, { body: { token: await token(), title: ' ', message: 'm' } });
    expect(reply.error_code).toBe(1001);
  });
});

describe('front-end error reports without a reachable webhook', () => {
  it('logs instead and still answers success', async () => {
    const closed = await startWebhook();
    closed.close();
    const envs: Record<string, string>[] = [{}, { ALERT_WEBHOOK_URL: closed.url }];
    for (const env of envs) {
      const t = await TestApp.start({ env });
      try {
        const { token } = (await t.call(monitor.getAlertToken)).content;
        const reply = await t.call(monitor.sendAlert, { body: { token, title: 'Oops', message: 'boom' } });
        expect(reply.error_code).toBe(0);
      } finally {
        await t.close();
      }
    }
  });

  it('accepts a token from another instance sharing APP_SECRET', async () => {
    const env = { APP_SECRET: 'shared-secret-for-tests' };
    const [a, b] = await Promise.all([TestApp.start({ env }), TestApp.start({ env })]);
    try {
      const { token } = (await a.call(monitor.getAlertToken)).content;
      expect((await b.call(monitor.sendAlert, { body: { token, title: 'Oops', message: 'boom' } })).error_code).toBe(0);
      expect(await a.db.selectFrom('server_secrets').selectAll().execute()).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
