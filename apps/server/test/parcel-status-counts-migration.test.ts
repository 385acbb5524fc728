import { opsSelfServiceOrder as ops, selfServiceOrder as parcels } from '@portal/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelStatusCounts } from '../src/db/migrations/0046-parcel-status-counts';
import { createParcel, hubStep, parcelMerchant, sampleParcel } from './support/parcels';
import { TestApp } from './support/test-app';

describe('migration 0046 counts the parcels saved before it per merchant and status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('fills parcel_status_counts from parcel_orders, so the tabs read what the parcels hold', async () => {
    const a = await parcelMerchant(t);
    const b = await parcelMerchant(t);
    await createParcel(t, a.token, sampleParcel(a.senderId));
    await createParcel(t, a.token, sampleParcel(a.senderId));
    const shipped = await createParcel(t, a.token, { ...sampleParcel(a.senderId), submit: true });
    await hubStep(t, ops.handOverParcel, { parcel_no: shipped.parcel_no });
    await createParcel(t, b.token, { ...sampleParcel(b.senderId), submit: true });

    // The database as it was before 0046: no kept counts.
    await t.db.schema.dropTable('parcel_status_counts').execute();
    await parcelStatusCounts.up(t.db as unknown as Kysely<unknown>);

    const rows = await t.db
      .selectFrom('parcel_status_counts')
      .select(['customer_id', 'status', 'count'])
      .where('customer_id', 'in', [a.customerId, b.customerId])
      .orderBy('customer_id')
      .orderBy('status')
      .execute();
    expect(rows.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { customer_id: a.customerId, status: 'draft', count: 2 },
      { customer_id: a.customerId, status: 'handed_over', count: 1 },
      { customer_id: b.customerId, status: 'pre_advised', count: 1 },
    ]);
    const tabs = await t.call(parcels.getParcelStatusCount, { token: a.token, query: {} });
    expect(tabs.content.counts).toMatchObject({ all: 3, draft: 2, handed_over: 1, pre_advised: 0 });
  });
});
