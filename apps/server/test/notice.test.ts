import { notice, opsContent } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, TestApp } from './support/test-app';

const PEAK = 'Peak season surcharge from December 1';

describe('notices', () => {
  let t: TestApp;
  let main: string;
  let other: string;
  beforeAll(async () => {
    t = await TestApp.start();
    [main, other] = await Promise.all([t.login(DEMO_LOGINS.main), t.login(DEMO_LOGINS.other)]);
  });
  afterAll(() => t.close());

  it('shows the demo merchant exactly one unread notice: the newest', async () => {
    const list = await t.call(notice.getNoticeList, { token: main });
    expect(list.error_code).toBe(0);
    expect(list.content.total).toBe(3);
    expect(list.content.list.filter((n) => n.is_read === 0).map((n) => n.title)).toEqual([PEAK]);
    const times = list.content.list.map((n) => n.publish_on_time);
    expect(times).toEqual([...times].sort().reverse());

    const newest = await t.call(notice.getNewestNotice, { token: main });
    expect(newest.content).toMatchObject({ title: PEAK, meta_title: 'Fees', is_read: 0 });
    expect(newest.content?.description).toContain('<h3>Peak season surcharge</h3>');
  });

  it('marks the notice read for the account, idempotently', async () => {
    const pressId = (await t.call(notice.getNewestNotice, { token: main })).content?.press_id ?? 0;
    expect((await t.call(notice.updateNoticeReadStatus, { token: main, body: { press_id: pressId } })).error_code).toBe(
      0,
    );
    expect((await t.call(notice.updateNoticeReadStatus, { token: main, body: { press_id: pressId } })).error_code).toBe(
      0,
    );

    expect((await t.call(notice.getNewestNotice, { token: main })).content?.is_read).toBe(1);
    const list = await t.call(notice.getNoticeList, { token: main });
    expect(list.content.list.every((n) => n.is_read === 1)).toBe(true);
    const reads = await t.db.selectFrom('notice_reads').selectAll().where('notice_id', '=', pressId).execute();
    expect(reads).toHaveLength(1);
    expect(reads[0]?.customer_id).toBe(10001);
  });

  it('keeps read marks per account: the sub-account and another merchant still see it unread', async () => {
    const sub = await t.login(DEMO_LOGINS.sub);
    expect((await t.call(notice.getNewestNotice, { token: sub })).content).toMatchObject({ title: PEAK, is_read: 0 });
    expect((await t.call(notice.getNewestNotice, { token: other })).content).toMatchObject({ title: PEAK, is_read: 0 });
  });

  it('never shows a notice published to merchant 10002 to merchant 10001', async () => {
    const published = await t.call(opsContent.publishNotice, {
      ops: true,
      body: { title: 'Only for Other Merchant', description: '<p>private</p>', customer_id: 10002 },
    });
    expect(published.error_code).toBe(0);
    const pressId = published.content.press_id;

    const forOther = await t.call(notice.getNewestNotice, { token: other });
    expect(forOther.content).toMatchObject({ press_id: pressId, title: 'Only for Other Merchant', is_read: 0 });
    expect((await t.call(notice.getNoticeList, { token: other })).content.total).toBe(4);

    expect((await t.call(notice.getNewestNotice, { token: main })).content?.title).toBe(PEAK);
    const list = await t.call(notice.getNoticeList, { token: main });
    expect(list.content.total).toBe(3);
    expect(list.content.list.map((n) => n.press_id)).not.toContain(pressId);

    const en = await t.call(notice.updateNoticeReadStatus, { token: main, body: { press_id: pressId } });
    expect([en.error_code, en.status, en.msg]).toEqual([1004, 404, 'The data does not exist']);
    const zh = await t.call(notice.updateNoticeReadStatus, { token: main, body: { press_id: pressId }, lang: 'zh_CN' });
    expect(zh.msg).toBe('数据不存在');
    const reads = await t.db.selectFrom('notice_reads').select('account_id').where('notice_id', '=', pressId).execute();
    expect(reads).toEqual([]);
  });

  it('shows a notice for every merchant to all of them, newest first', async () => {
    const published = await t.call(opsContent.publishNotice, {
      ops: true,
      body: { title: 'System maintenance tonight', meta_title: 'System', description: '<p>22:00-23:00</p>' },
    });
    for (const token of [main, other]) {
      const newest = await t.call(notice.getNewestNotice, { token });
      expect(newest.content).toMatchObject({ press_id: published.content.press_id, is_read: 0, meta_title: 'System' });
    }
  });

  it('hides a notice until its publish time', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const { id } = await t.db
      .insertInto('notices')
      .values({
        customer_id: null,
        title: 'Scheduled',
        meta_title: '',
        description: '<p>later</p>',
        publish_on_time: future,
        created_at: future,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await t.call(notice.getNewestNotice, { token: main })).content?.press_id).not.toBe(id);
    const reply = await t.call(notice.updateNoticeReadStatus, { token: main, body: { press_id: id } });
    expect(reply.error_code).toBe(1004);
    await t.db.deleteFrom('notices').where('id', '=', id).execute();
  });

  it('pages the list', async () => {
    const first = await t.call(notice.getNoticeList, { token: main, query: { page: 1, page_size: 10 } });
    expect(first.content.total).toBe(4);
    const second = await t.call(notice.getNoticeList, { token: main, query: { page: 2, page_size: 10 } });
    expect(second.content).toEqual({ list: [], total: 4 });
    const bad = await t.call(notice.getNoticeList, { token: main, query: { page_size: 7 } });
    expect(bad.error_code).toBe(1001);
  });

  it('refuses unknown and malformed notice ids without a server error', async () => {
    expect((await t.call(notice.updateNoticeReadStatus, { token: main, body: { press_id: 999999 } })).error_code).toBe(
      1004,
    );
    const bad = await t.call(notice.updateNoticeReadStatus, { token: main, body: { press_id: 'abc' } });
    expect([bad.error_code, bad.status]).toEqual([1001, 200]);
    expect((await t.call(notice.getNewestNotice)).error_code).toBe(1010);
  });

  it('counts every unread notice of the account, older ones too, so the bell keeps its dot', async () => {
    const count = async (token: string) => (await t.call(notice.getUnreadNoticeCount, { token })).content.unread;
    // Of main's four notices, only the maintenance notice for everyone is still unread.
    expect(await count(main)).toBe(1);
    const otherBefore = await count(other);
    for (const title of ['Older unread', 'Newest unread']) {
      await t.call(opsContent.publishNotice, {
        ops: true,
        body: { title, description: '<p>x</p>', customer_id: 10001 },
      });
    }
    expect(await count(main)).toBe(3);
    const newest = (await t.call(notice.getNewestNotice, { token: main })).content;
    expect(newest?.title).toBe('Newest unread');
    await t.call(notice.updateNoticeReadStatus, { token: main, body: { press_id: newest?.press_id ?? 0 } });
    // The newest is read; two older ones are not.
    expect(await count(main)).toBe(2);
    expect(await count(other)).toBe(otherBefore);
    expect((await t.call(notice.getUnreadNoticeCount)).error_code).toBe(1010);
  });

  it('answers null when there is no notice at all', async () => {
    await t.db.deleteFrom('notice_reads').execute();
    await t.db.deleteFrom('notices').execute();
    const newest = await t.call(notice.getNewestNotice, { token: main });
    expect([newest.error_code, newest.content]).toEqual([0, null]);
    expect((await t.call(notice.getNoticeList, { token: main })).content).toEqual({ list: [], total: 0 });
    expect((await t.call(notice.getUnreadNoticeCount, { token: main })).content).toEqual({ unread: 0 });
  });
});
