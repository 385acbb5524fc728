import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { translate } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DEMO_LOGINS, TestApp } from './support/test-app';

const APP_ID = '2015063000000001';
const KEY = '12345678';

interface Received {
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A stand-in for Baidu's translation API: checks the signature the way Baidu does and answers like
 * it (trans_result per line, error_code on refusal). Some texts trigger failures.
 */
async function startFakeBaidu() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => {
      data += chunk.toString();
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(data));
      received.push({ contentType: req.headers['content-type'], form });
      const reply = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const expected = createHash('md5').update(`${form.appid}${form.q}${form.salt}${KEY}`).digest('hex');
      if (form.appid !== APP_ID || form.sign !== expected) {
        return reply(200, { error_code: '54001', error_msg: 'Invalid Sign' });
      }
      if (form.q === 'slow') return setTimeout(() => reply(200, { trans_result: [] }), 4_000);
      if (form.q === 'broken') return res.writeHead(502).end('<html>bad gateway</html>');
      if (form.q === 'quota') return reply(200, { error_code: '54004', error_msg: 'Insufficient balance' });
      const dictionary: Record<string, string> = { 红色T恤: 'Red T-shirt', 马克杯: 'Mug', 'Red mug': '红色马克杯' };
      const lines = (form.q ?? '').split('\n');
      return reply(200, {
        from: form.from === 'auto' ? 'zh' : form.from,
        to: form.to,
        trans_result: lines.map((src) => ({ src, dst: dictionary[src] ?? `[${src}]` })),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/trans/vip/translate`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('name translation without a configured service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('answers "translation service not configured" in English and Chinese', async () => {
    const token = await t.login();
    const body = { q: '红色T恤', to: 'en' };
    const en = await t.call(translate.translate, { token, body });
    expect(en).toMatchObject({ status: 503, error_code: 1028, msg: 'translation service not configured' });
    const zh = await t.call(translate.translate, { token, body, lang: 'zh_CN' });
    expect(zh).toMatchObject({ error_code: 1028, msg: '翻译服务未配置' });
  });

  it('still asks for a session and valid input first', async () => {
    expect((await t.call(translate.translate, { body: { q: 'x', to: 'en' } })).error_code).toBe(1010);
    const token = await t.login();
    const empty = await t.call(translate.translate, { token, body: { q: '  ', to: 'en' } });
    expect(empty.error_code).toBe(1001);
  });
});

describe('name translation through Baidu', () => {
  let t: TestApp;
  let baidu: Awaited<ReturnType<typeof startFakeBaidu>>;
  let token: string;
  beforeAll(async () => {
    baidu = await startFakeBaidu();
    t = await TestApp.start({
      env: {
        TRANSLATE_PROVIDER: 'baidu',
        BAIDU_TRANSLATE_APPID: APP_ID,
        BAIDU_TRANSLATE_KEY: KEY,
        BAIDU_TRANSLATE_URL: baidu.url,
        TRANSLATE_TIMEOUT_MS: '1500',
      },
    });
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await baidu.close();
  });

  it('sends a signed form and answers the translation', async () => {
    const reply = await t.call(translate.translate, { token, body: { q: '红色T恤', from: 'zh', to: 'en' } });
    expect(reply.error_code, reply.msg).toBe(0);
    expect(reply.content).toEqual({ text: 'Red T-shirt' });
    const sent = baidu.received.at(-1);
    expect(sent?.contentType).toBe('application/x-www-form-urlencoded');
    expect(sent?.form).toMatchObject({ q: '红色T恤', from: 'zh', to: 'en', appid: APP_ID });
    expect(sent?.form.salt).toMatch(/^\d+$/);
    expect(sent?.form.sign).toBe(createHash('md5').update(`${APP_ID}红色T恤${sent?.form.salt}${KEY}`).digest('hex'));
    // The secret key itself never travels.
    expect(Object.values(sent?.form ?? {})).not.toContain(KEY);
  });

  it('detects the source language by default and joins the lines of a multi-line text', async () => {
    const reply = await t.call(translate.translate, { token, body: { q: 'Red mug\n马克杯', to: 'zh' } });
    expect(reply.content.text).toBe('红色马克杯\nMug');
    expect(baidu.received.at(-1)?.form).toMatchObject({ from: 'auto', to: 'zh' });
  });

  it('answers "translation failed" when Baidu refuses, errs or is too slow', async () => {
    for (const q of ['quota', 'broken', 'slow']) {
      const reply = await t.call(translate.translate, { token, body: { q, to: 'en' } });
      expect(reply, q).toMatchObject({ status: 502, error_code: 1029 });
    }
    const zh = await t.call(translate.translate, { token, body: { q: 'quota', to: 'en' }, lang: 'zh_CN' });
    expect(zh.msg).toBe('翻译失败，请稍后重试');
  });

  it('limits each account to 60 translations a minute', async () => {
    const sub = await t.login(DEMO_LOGINS.sub);
    const codes: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      codes.push((await t.call(translate.translate, { token: sub, body: { q: `item ${i}`, to: 'zh' } })).error_code);
    }
    expect(codes.slice(0, 60).every((code) => code === 0)).toBe(true);
    expect(codes[60]).toBe(1003);
    // Another account is counted on its own.
    const other = await t.login(DEMO_LOGINS.other);
    expect((await t.call(translate.translate, { token: other, body: { q: '马克杯', to: 'en' } })).error_code).toBe(0);
  });
});

describe('translation configuration', () => {
  it('defaults to none and reads the Baidu settings', () => {
    expect(loadConfig({}).translation).toBeNull();
    expect(loadConfig({ TRANSLATE_PROVIDER: 'none' }).translation).toBeNull();
    expect(
      loadConfig({ TRANSLATE_PROVIDER: 'baidu', BAIDU_TRANSLATE_APPID: 'a', BAIDU_TRANSLATE_KEY: 'k' }).translation,
    ).toEqual({
      provider: 'baidu',
      appId: 'a',
      key: 'k',
      url: 'https://fanyi-api.baidu.com/api/trans/vip/translate',
      timeoutMs: 10_000,
    });
  });

  it('refuses to start with an unknown provider or Baidu without credentials', () => {
    expect(() => loadConfig({ TRANSLATE_PROVIDER: 'google' })).toThrow(/none or baidu/);
    expect(() => loadConfig({ TRANSLATE_PROVIDER: 'baidu', BAIDU_TRANSLATE_APPID: 'a' })).toThrow(
      /BAIDU_TRANSLATE_KEY/,
    );
  });
});
