import {
  help,
  INBOUND_BOX_SIDE_MAX_CM,
  INBOUND_BOX_WEIGHT_MAX_KG,
  type InboundGuideline,
  opsContent,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSubAccount } from './support/grants';
import { registerMerchant } from './support/products';
import { TestApp } from './support/test-app';

/**
 * The warehouses' inbound guidelines (docs/server/inbound-guidelines.md): every merchant reads the
 * demo warehouses' guidelines in its language; staff save a warehouse's limits and one language's
 * sections, refused with the field's message in the request's language and nothing changed.
 */
describe('inbound guidelines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  const read = async (token: string, query: Record<string, unknown> = {}, lang: 'en' | 'zh_CN' = 'en') => {
    const reply = await t.call(help.getInboundGuidelines, { token, query, lang });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content.guidelines;
  };
  const save = (body: unknown, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(opsContent.saveInboundGuideline, { ops: true, body, lang });
  const limits = {
    max_box_side_cm: 110,
    max_box_weight_kg: 23,
    max_pallet_height_cm: 170,
    max_pallet_weight_kg: 800,
    receiving_days: [6, 1, 2],
    receiving_from: '07:30',
    receiving_to: '14:00',
    appointment_hours: 12,
  };

  it('shows every demo warehouse its guidelines in the reader’s language, or one warehouse when asked', async () => {
    const m = await registerMerchant(t);
    const all = await read(m.token);
    expect(all.map((g) => g.warehouse_code)).toEqual(['USWE', 'USEA', 'UKBH', 'DEFR']);
    for (const guideline of all) {
      expect(guideline.lang).toBe('en');
      expect(guideline.limits.max_box_side_cm).toBeLessThanOrEqual(INBOUND_BOX_SIDE_MAX_CM);
      expect(guideline.limits.max_box_weight_kg).toBeLessThanOrEqual(INBOUND_BOX_WEIGHT_MAX_KG);
      expect(guideline.sections.map((s) => s.title)).toEqual([
        'Packing',
        'Labelling',
        'Pallets',
        'Delivery and appointments',
      ]);
    }
    const uk = all.find((g) => g.warehouse_code === 'UKBH') as InboundGuideline;
    const [ukZh] = await read(m.token, { warehouse_id: uk.warehouse_id }, 'zh_CN');
    expect(ukZh).toMatchObject({ warehouse_code: 'UKBH', warehouse_name: '英国仓（伯明翰）', lang: 'zh_CN' });
    expect(ukZh?.limits).toEqual(uk.limits);
    expect(ukZh?.sections[0]?.title).toBe('包装');
    // A sub-account limited to orders reads them too: the provider publishes them to everyone.
    const sub = await signedInSubAccount(t, m.customerId, `guide-${m.customerId}@shop.test`, ['order']);
    expect((await read(sub, { warehouse_id: uk.warehouse_id })).length).toBe(1);
  });

  it('saves the limits for both languages and the sections for one; the other language keeps its own', async () => {
    const m = await registerMerchant(t);
    const [uswe] = await read(m.token);
    const id = uswe?.warehouse_id as number;
    const sections = [{ title: ' Cartons ', paragraphs: ['Tape every seam.', 'Mark fragile goods.'] }];
    const saved = await save({ warehouse_id: id, lang: 'en', limits, sections });
    expect(saved.error_code, saved.msg).toBe(0);
    expect(saved.content).toMatchObject({
      warehouse_id: id,
      lang: 'en',
      limits: { ...limits, receiving_days: [1, 2, 6] },
      sections: [{ title: 'Cartons', paragraphs: ['Tape every seam.', 'Mark fragile goods.'] }],
    });
    const [en] = await read(m.token, { warehouse_id: id });
    expect(en).toEqual(saved.content);
    const [zh] = await read(m.token, { warehouse_id: id }, 'zh_CN');
    expect(zh?.limits).toEqual(saved.content.limits);
    expect(zh?.sections[0]?.title).toBe('包装');
    expect(
      (await t.call(opsContent.saveInboundGuideline, { token: m.token, body: { warehouse_id: id } })).error_code,
    ).not.toBe(0);
  });

  it('refuses limits beyond the booking’s, bad hours and empty sections in the request’s language, changing nothing', async () => {
    const m = await registerMerchant(t);
    const [, usea] = await read(m.token);
    const id = usea?.warehouse_id as number;
    const sections = [{ title: 'Packing', paragraphs: ['Tape.'] }];
    const cases: [Record<string, unknown>, string, 'en' | 'zh_CN'][] = [
      [
        { limits: { ...limits, max_box_side_cm: INBOUND_BOX_SIDE_MAX_CM + 1 } },
        `Must be at most ${INBOUND_BOX_SIDE_MAX_CM}`,
        'en',
      ],
      [
        { limits: { ...limits, max_box_weight_kg: INBOUND_BOX_WEIGHT_MAX_KG + 1 } },
        `不能大于 ${INBOUND_BOX_WEIGHT_MAX_KG}`,
        'zh_CN',
      ],
      [{ limits: { ...limits, receiving_to: '07:00' } }, 'Receiving must end after it starts', 'en'],
      [{ limits: { ...limits, receiving_to: '07:00' } }, '收货结束时间须晚于开始时间', 'zh_CN'],
      [{ limits: { ...limits, receiving_from: '7:30' } }, 'Must be a time of day as HH:mm', 'en'],
      [{ limits: { ...limits, receiving_days: [1, 1] } }, 'Days are 1 (Monday) to 7 (Sunday), each once', 'en'],
      [{ limits: { ...limits, receiving_days: [8] } }, '星期为 1（周一）至 7（周日）', 'zh_CN'],
      [{ sections: [{ title: ' ', paragraphs: ['x'] }] }, 'Please enter the section title', 'en'],
      [{ sections: [{ title: 'Packing', paragraphs: [] }] }, '请输入段落内容', 'zh_CN'],
      [{ lang: 'fr' }, 'Invalid value', 'en'],
    ];
    for (const [change, message, lang] of cases) {
      const reply = await save({ warehouse_id: id, lang: 'en', limits, sections, ...change }, lang);
      expect(reply.error_code, message).toBe(1001);
      expect(JSON.stringify(reply.content), message).toContain(message);
    }
    const unknown = await save({ warehouse_id: 999_999, lang: 'en', limits, sections }, 'zh_CN');
    expect(unknown.error_code).toBe(1751);
    expect(unknown.msg).toContain('仓库 999999 不存在');
    expect(await read(m.token, { warehouse_id: id })).toEqual([usea]);
    expect(await read(m.token, { warehouse_id: 999_999 })).toEqual([]);
  });

  it('shows staff every warehouse as written, each language apart, and only to staff', async () => {
    const m = await registerMerchant(t);
    const staffView = async () => {
      const reply = await t.call(opsContent.getInboundGuidelines, { ops: true });
      expect(reply.error_code, reply.msg).toBe(0);
      return reply.content.guidelines;
    };
    const before = await staffView();
    const merchantEn = await read(m.token);
    const merchantZh = await read(m.token, {}, 'zh_CN');
    expect(before.filter((g) => g.limits).map((g) => g.warehouse_code)).toEqual(
      merchantEn.map((g) => g.warehouse_code),
    );
    for (const guideline of merchantEn) {
      const staff = before.find((g) => g.warehouse_id === guideline.warehouse_id);
      expect(staff?.limits).toEqual(guideline.limits);
      expect(staff?.texts.en?.sections).toEqual(guideline.sections);
      const zh = merchantZh.find((g) => g.warehouse_id === guideline.warehouse_id);
      expect(staff?.texts.zh_CN?.sections).toEqual(zh?.sections);
      expect(staff?.warehouse_name_cn).toBe(zh?.warehouse_name);
    }

    // A Chinese save changes the Chinese sections only; the English stay as they were.
    const defr = before.find((g) => g.warehouse_code === 'DEFR');
    const sections = [{ title: '托盘', paragraphs: ['使用欧标托盘。'] }];
    const saved = await save(
      { warehouse_id: defr?.warehouse_id, lang: 'zh_CN', limits: defr?.limits, sections },
      'zh_CN',
    );
    expect(saved.error_code, saved.msg).toBe(0);
    const after = (await staffView()).find((g) => g.warehouse_code === 'DEFR');
    expect(after?.texts.zh_CN?.sections).toEqual(sections);
    expect(after?.texts.en).toEqual(defr?.texts.en);

    expect((await t.call(opsContent.getInboundGuidelines, { token: m.token })).error_code).not.toBe(0);
  });
});
