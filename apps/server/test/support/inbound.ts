import { type BodyOf, inbound, opsInbound } from '@portal/contract';
import type { TestApp } from './test-app';

export type BookingBody = BodyOf<typeof inbound.saveDraft>;

/**
 * A valid booking of 10 MUG-01 and 4 CAP-02 to the Los Angeles warehouse, mixed packing: two boxes of
 * 5 mugs and 2 caps each. Override what a test is about.
 */
export function sampleBooking(overrides: Partial<BookingBody> = {}): BookingBody {
  return {
    warehouse_id: 1,
    remark: 'First spring shipment',
    lines: [
      { sku: 'MUG-01', quantity: 10 },
      { sku: 'CAP-02', quantity: 4 },
    ],
    packing_method: 'mixed',
    boxes: [
      {
        box_count: 2,
        weight_kg: 12.5,
        length_cm: 60,
        width_cm: 40,
        height_cm: 40,
        items: [
          { sku: 'MUG-01', quantity: 5 },
          { sku: 'CAP-02', quantity: 2 },
        ],
      },
    ],
    shipping: {
      delivery_method: 'express',
      courier_company: 'UPS',
      tracking_no: '1Z999AA10123456784',
      driver_name: '',
      driver_phone: '',
      volume_m3: 0.192,
      incoming_packaging: 'carton',
      arrival_date: '2026-12-01',
      arrival_period: 'morning',
      whole_in_whole_out: false,
    },
    services: {
      quality_inspection: 'routine',
      value_added_services: [{ code: 'photograph', quantity: 2 }],
      insurance: [{ sku: 'MUG-01', quantity: 10, unit_value: 1999 }],
    },
    ...overrides,
  };
}

/** Saves (or submits) a booking and answers its id and receiving number; throws on a refusal. */
export async function createBooking(
  t: TestApp,
  token: string,
  body: BookingBody = sampleBooking(),
  { submit = false } = {},
): Promise<{ id: number; receiving_no: string }> {
  const reply = await t.call(submit ? inbound.submit : inbound.saveDraft, { token, body });
  if (reply.error_code !== 0) throw new Error(`${submit ? 'submit' : 'saveDraft'}: ${reply.msg}`);
  return reply.content;
}

type StaffStep = 'audit' | 'arrive' | 'qualityCheck' | 'shelve';

/** Staff steps in order from `from` up to `until` (audit, arrive with every box, quality check, shelve), each with its defaults. */
export async function receiveBooking(
  t: TestApp,
  receivingNo: string,
  until: StaffStep,
  from: StaffStep = 'audit',
): Promise<void> {
  const steps = [
    ['audit', opsInbound.audit],
    ['arrive', opsInbound.arrive],
    ['qualityCheck', opsInbound.qualityCheck],
    ['shelve', opsInbound.shelve],
  ] as const;
  for (const [name, operation] of steps.slice(steps.findIndex(([n]) => n === from))) {
    const reply = await t.call(operation, { ops: true, body: { receiving_no: receivingNo, operator: 'Wu Dock' } });
    if (reply.error_code !== 0) throw new Error(`${name}: ${reply.msg}`);
    if (name === until) return;
  }
}
