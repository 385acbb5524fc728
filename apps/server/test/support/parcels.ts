import { type BodyOf, type opsSelfServiceOrder, selfServiceOrder } from '@portal/contract';
import { SAMPLE_SENDER, sampleParcelDraft } from '@portal/contract/fixtures';
import { merchantWithSkus } from './orders';
import type { TestApp } from './test-app';

export type ParcelBody = BodyOf<typeof selfServiceOrder.saveParcel>;

/** US domestic from the Los Angeles hub (warehouse 1): the seeded rates quote it for the sample recipient. */
export const PARCEL_METHOD = 'USWE-USPS-GA';

/** A new merchant with `balance` US cents and the sample sender saved. */
export async function parcelMerchant(t: TestApp, { balance = 1_000_000 } = {}) {
  const merchant = await merchantWithSkus(t, [], { balance });
  const sender = await t.call(selfServiceOrder.saveSender, { token: merchant.token, body: { ...SAMPLE_SENDER } });
  if (sender.error_code !== 0) throw new Error(`saveSender: ${sender.msg}`);
  return { ...merchant, senderId: sender.content.id };
}

export function sampleParcel(senderId: number, overrides: Partial<ParcelBody> = {}): ParcelBody {
  return { shipping_method_code: PARCEL_METHOD, ...sampleParcelDraft(1, senderId), ...overrides };
}

/** Saves (and with `submit`, pre-advises) a parcel order, failing the test on a refusal. */
export async function createParcel(t: TestApp, token: string, body: ParcelBody) {
  const reply = await t.call(selfServiceOrder.saveParcel, { token, body });
  if (reply.error_code !== 0) throw new Error(`saveParcel: ${reply.msg} ${JSON.stringify(reply.content)}`);
  return reply.content;
}

/** The parcel's wallet holds (amount:status) and transactions (type:amount), oldest first. */
export async function parcelMoney(t: TestApp, parcelId: number) {
  const holds = await t.db
    .selectFrom('wallet_holds')
    .select(['amount', 'status'])
    .where('reference_type', '=', 'parcel')
    .where('reference_id', '=', parcelId)
    .orderBy('id')
    .execute();
  const transactions = await t.db
    .selectFrom('wallet_transactions')
    .select(['type', 'amount'])
    .where('reference_type', '=', 'parcel')
    .where('reference_id', '=', parcelId)
    .orderBy('id')
    .execute();
  return {
    holds: holds.map((h) => `${h.amount}:${h.status}`),
    transactions: transactions.map((tr) => `${tr.type}:${tr.amount}`),
  };
}

/** One staff step by the operations API, failing the test on a refusal. */
export async function hubStep<O extends (typeof opsSelfServiceOrder)[keyof typeof opsSelfServiceOrder]>(
  t: TestApp,
  operation: O,
  body: BodyOf<O>,
) {
  const reply = await t.call(operation, { ops: true, body });
  if (reply.error_code !== 0) throw new Error(`${operation.id}: ${reply.msg}`);
  return reply.content;
}
