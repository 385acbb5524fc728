import { common } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from './support/test-app';

const EU = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');

describe('common reference data', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await TestApp.start({
      env: { PUBLIC_URL: 'https://portal.example.com/', APP_DOWNLOAD_URL: '/files/portal-app.apk' },
    });
    token = await t.login();
  });
  afterAll(() => t.close());

  it('offers the configured app download link, absolute, with the newest version on record', async () => {
    const reply = await t.call(common.getAppNewVersion, { token });
    expect(reply.content.android_version_info).toEqual({
      version: '1.0.0',
      app_download_link: 'https://portal.example.com/files/portal-app.apk',
    });
    await t.db
      .insertInto('app_versions')
      .values({
        project_type: 1,
        platform: 'android',
        version: '1.1.0',
        download_link: 'https://cdn.example.com/app-1.1.0.apk',
        created_at: new Date().toISOString(),
      })
      .execute();
    const newer = await t.call(common.getAppNewVersion, { token, query: { project_type: 1 } });
    expect(newer.content.android_version_info).toEqual({
      version: '1.1.0',
      app_download_link: 'https://portal.example.com/files/portal-app.apk',
    });
  });

  it('offers no app for another project type and refuses a bad one', async () => {
    const none = await t.call(common.getAppNewVersion, { token, query: { project_type: 7 } });
    expect([none.error_code, none.content]).toEqual([0, { android_version_info: null }]);
    expect((await t.call(common.getAppNewVersion, { token, query: { project_type: 'x' } })).error_code).toBe(1001);
  });

  it('answers the upload limit in MB, 5 when it is not configured', async () => {
    const body = { cfg_name: 'max_upload_size', from_cache: 1 } as const;
    expect((await t.call(common.getBasicConfigValue, { token, body })).content).toEqual({
      cfg_name: 'max_upload_size',
      value: '5',
      max: 5,
    });
    await t.db.updateTable('basic_config').set({ value: '20' }).where('cfg_name', '=', 'max_upload_size').execute();
    expect((await t.call(common.getBasicConfigValue, { token, body })).content.max).toBe(20);
    await t.db.deleteFrom('basic_config').execute();
    expect((await t.call(common.getBasicConfigValue, { token, body })).content.max).toBe(5);
    const unknown = await t.call(common.getBasicConfigValue, { token, body: { cfg_name: 'smtp_password' } });
    expect(unknown.error_code).toBe(1001);
  });

  it('lists every ISO 3166-1 country by English name, without a session', async () => {
    const reply = await t.call(common.getCountryList);
    expect(reply.error_code).toBe(0);
    const countries = reply.content;
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((c) => c.code)).size).toBe(249);
    expect(countries.slice(0, 3).map((c) => c.name_en)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(countries.at(-1)?.name_en).toBe('Zimbabwe');
    expect(
      countries
        .filter((c) => c.is_eu === 1)
        .map((c) => c.code)
        .sort(),
    ).toEqual(EU);
    expect(countries.find((c) => c.code === 'CN')).toEqual({ code: 'CN', name_en: 'China', name_cn: '中国', is_eu: 0 });
    expect(countries.find((c) => c.code === 'DE')?.name_cn).toBe('德国');
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.code) && /\p{Script=Han}/u.test(c.name_cn))).toBe(true);
  });
});

describe('app download without a configured link', () => {
  it('offers nothing rather than a link to a file the portal does not have', async () => {
    const t = await TestApp.start();
    try {
      const token = await t.login();
      const reply = await t.call(common.getAppNewVersion, { token });
      expect([reply.error_code, reply.content]).toEqual([0, { android_version_info: null }]);
    } finally {
      await t.close();
    }
  });
});
