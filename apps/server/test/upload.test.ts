import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, upload as uploadArea } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadRepository } from '../src/modules/upload/upload-repository';
import { grantJson } from './support/grants';
import { type FormPart, multipart, TINY_JPEG, TINY_PNG } from './support/multipart';
import { registerMerchant } from './support/products';
import { DEMO_LOGINS, type Reply, TestApp } from './support/test-app';

type Uploaded = { upload_id: number; url: string; size: number; mime: string };

describe('image upload', () => {
  let t: TestApp;
  let main: string;
  let other: string;
  const upload = (token: string | undefined, parts: FormPart[], lang: 'en' | 'zh_CN' = 'en') => {
    const body = multipart(parts);
    return t.request<Uploaded>({
      method: 'POST',
      url: uploadArea.uploadImage.path,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { token } : {}), 'accept-language': lang },
    });
  };
  const filesOf = (customerId: number) => {
    const dir = path.join(t.config.dataDir, 'uploads', String(customerId));
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const expectNothingStored = async (before: string[], reply: Reply) => {
    expect(filesOf(10001)).toEqual(before);
    expect(reply.content).toBeNull();
  };

  beforeAll(async () => {
    t = await TestApp.start();
    [main, other] = await Promise.all([t.login(DEMO_LOGINS.main), t.login(DEMO_LOGINS.other)]);
  });
  afterAll(() => t.close());

  it('stores a real PNG and serves it back byte for byte, cacheable', async () => {
    const reply = await upload(main, [
      { name: 'file', filename: 'logo.PNG', contentType: 'image/png', data: TINY_PNG },
    ]);
    expect(reply.error_code).toBe(0);
    expect(reply.content).toMatchObject({ size: TINY_PNG.length, mime: 'image/png' });
    expect(reply.content.url).toMatch(/^\/uploads\/10001\/[0-9a-f-]{36}\.png$/);

    const row = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', reply.content.upload_id)
      .executeTakeFirst();
    expect(row).toMatchObject({
      customer_id: 10001,
      original_name: 'logo.PNG',
      mime: 'image/png',
      size: TINY_PNG.length,
    });
    expect(`/uploads/${row?.storage_key}`).toBe(reply.content.url);

    const served = await t.app.server.inject({ method: 'GET', url: reply.content.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('stores a JPEG under the type its content shows', async () => {
    const reply = await upload(main, [{ name: 'file', filename: 'photo.jpeg', data: TINY_JPEG }]);
    expect(reply.content).toMatchObject({ mime: 'image/jpeg', size: TINY_JPEG.length });
    expect(reply.content.url).toMatch(/\.jpg$/);
    const served = await t.app.server.inject({ method: 'GET', url: reply.content.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a .png that is really text, and a PNG named .txt, leaving nothing behind', async () => {
    const before = filesOf(10001);
    const rows = await t.db.selectFrom('uploads').select('id').execute();
    const fake = await upload(main, [
      { name: 'file', filename: 'fake.png', contentType: 'image/png', data: 'hello, I am text' },
    ]);
    expect([fake.error_code, fake.status, fake.msg]).toEqual([1008, 200, 'Invalid file type']);
    await expectNothingStored(before, fake);
    const zh = await upload(main, [{ name: 'file', filename: 'a.txt', data: TINY_PNG }], 'zh_CN');
    expect([zh.error_code, zh.msg]).toEqual([1008, '无效的文件类型']);
    const empty = await upload(main, [{ name: 'file', filename: 'empty.gif', data: '' }]);
    expect(empty.error_code).toBe(1008);
    await expectNothingStored(before, empty);
    expect(await t.db.selectFrom('uploads').select('id').execute()).toEqual(rows);
  });

  it('refuses a file over max_upload_size MB and accepts one right at the limit', async () => {
    await t.db.updateTable('basic_config').set({ value: '1' }).where('cfg_name', '=', 'max_upload_size').execute();
    const before = filesOf(10001);
    const atLimit = Buffer.concat([TINY_PNG, Buffer.alloc(1024 * 1024 - TINY_PNG.length)]);
    const tooBig = Buffer.concat([atLimit, Buffer.alloc(1)]);

    const en = await upload(main, [{ name: 'file', filename: 'big.png', data: tooBig }]);
    expect([en.error_code, en.status, en.msg]).toEqual([1011, 413, 'The file is too large']);
    await expectNothingStored(before, en);
    const zh = await upload(main, [{ name: 'file', filename: 'big.png', data: tooBig }], 'zh_CN');
    expect(zh.msg).toBe('文件过大');

    const ok = await upload(main, [{ name: 'file', filename: 'edge.png', data: atLimit }]);
    expect([ok.error_code, ok.content.size]).toEqual([0, 1024 * 1024]);
    await t.db.updateTable('basic_config').set({ value: '5' }).where('cfg_name', '=', 'max_upload_size').execute();
  });

  it('answers a parameter error, never a server error, for requests without a proper file', async () => {
    const json = await t.request({
      method: 'POST',
      url: '/upload/img',
      payload: { file: 'x' },
      headers: { token: main },
    });
    expect([json.error_code, json.status]).toEqual([1002, 200]);
    const noBoundary = await t.request({
      method: 'POST',
      url: '/upload/img',
      payload: 'garbage',
      headers: { token: main, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.error_code).toBe(1002);
    expect((await upload(main, [{ name: 'title', data: 'no file here' }])).error_code).toBe(1002);
    expect((await upload(main, [{ name: 'image', filename: 'a.png', data: TINY_PNG }])).error_code).toBe(1002);
    const octet = await t.request({
      method: 'POST',
      url: '/upload/img',
      payload: TINY_PNG,
      headers: { token: main, 'content-type': 'application/octet-stream' },
    });
    expect(octet.error_code).toBe(1002);
  });

  it('needs a session', async () => {
    const reply = await upload(undefined, [{ name: 'file', filename: 'a.png', data: TINY_PNG }]);
    expect(reply.error_code).toBe(1010);
  });

  it('asks a sub-account for the product right, that of the only screen that uploads images', async () => {
    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['inventory']) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();
    const sub = await t.login(DEMO_LOGINS.sub);
    const before = filesOf(10001);
    const refused = await upload(sub, [{ name: 'file', filename: 'p.png', contentType: 'image/png', data: TINY_PNG }]);
    expect([refused.status, refused.error_code]).toEqual([403, ErrorCode.PERMISSION_DENIED]);
    await expectNothingStored(before, refused);

    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['product']) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();
    const allowed = await upload(sub, [{ name: 'file', filename: 'p.png', contentType: 'image/png', data: TINY_PNG }]);
    expect(allowed.error_code).toBe(0);
  });

  it("keeps each merchant's uploads apart", async () => {
    const theirs = await upload(other, [{ name: 'file', filename: 'theirs.png', data: TINY_PNG }]);
    expect(theirs.content.url).toMatch(/^\/uploads\/10002\//);
    const repository = new UploadRepository(t.app.core.db);
    expect(await repository.find({ customerId: 10001 }, theirs.content.upload_id)).toBeUndefined();
    expect(await repository.find({ customerId: 10002 }, theirs.content.upload_id)).toMatchObject({
      customer_id: 10002,
    });
    expect(filesOf(10001).some((f) => theirs.content.url.endsWith(f))).toBe(false);
  });

  it('serves nothing but stored uploads', async () => {
    const stored = filesOf(10001).find((f) => f.endsWith('.png')) ?? '';
    const urls = [
      '/uploads/10001/00000000-0000-4000-8000-000000000000.png',
      `/uploads/10002/${stored}`,
      '/uploads/10001/..%2F..%2Fportal.sqlite',
      '/uploads/..%2Fportal.sqlite',
      '/uploads/10001/readme.txt',
    ];
    for (const url of urls) {
      const reply = await t.request({ method: 'GET', url });
      expect([url, reply.error_code, reply.status]).toEqual([url, 1004, 404]);
    }
  });
});

describe('per-merchant upload limits', () => {
  let t: TestApp;

  const send = (token: string, lang: 'en' | 'zh_CN' = 'en') => {
    const body = multipart([{ name: 'file', filename: 'p.png', contentType: 'image/png', data: TINY_PNG }]);
    return t.request<Uploaded>({
      method: 'POST',
      url: uploadArea.uploadImage.path,
      payload: body.payload,
      headers: { ...body.headers, token, 'accept-language': lang },
    });
  };

  beforeAll(async () => {
    // Room for two tiny PNGs and a bit: the third does not fit.
    const quotaMb = String((TINY_PNG.length * 2.5) / (1024 * 1024));
    t = await TestApp.start({ env: { UPLOADS_PER_MINUTE: '4', UPLOAD_QUOTA_MB: quotaMb } });
  });
  afterAll(() => t.close());

  let second: string;

  it('refuses an upload past the storage quota and stores nothing of it, in both languages', async () => {
    const [first, other] = await Promise.all([registerMerchant(t), registerMerchant(t)]);
    const { token } = first;
    second = other.token;
    expect((await send(token)).error_code).toBe(0);
    expect((await send(token)).error_code).toBe(0);
    const full = await send(token);
    expect([full.error_code, full.status, full.msg]).toEqual([
      1063,
      200,
      'Your storage space for uploaded files is full, please contact customer service',
    ]);
    const zh = await send(token, 'zh_CN');
    expect(zh.msg).toBe('您的上传文件存储空间已满，请联系客服');
    const rows = await t.db.selectFrom('uploads').select('id').where('customer_id', '=', first.customerId).execute();
    expect(rows).toHaveLength(2);
    // Another merchant's quota is its own.
    expect((await send(second)).error_code).toBe(0);
  });

  it('refuses more uploads a minute than allowed with "Operation too frequent"', async () => {
    const replies = [];
    for (let i = 0; i < 4; i += 1) replies.push(await send(second));
    // The previous test used one of the four a minute; refused uploads count too, so the fifth is too many.
    expect(replies.map((r) => r.error_code)).toEqual([0, 1063, 1063, 1003]);
    expect(replies.at(-1)?.msg).toBe('Operation too frequent');
  });
});
