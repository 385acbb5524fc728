import { type BodyOf, inbound, opsInbound } from '@portal/contract';
import { sampleBookingDraft } from '@portal/contract/fixtures';
import type { TestApp } from './test-app';

export type BookingBody = BodyOf<typeof inbound.saveDraft>;

/** The sample booking (`@portal/contract/fixtures`) to the Los Angeles warehouse; override what a test is about. */
export function sampleBooking(overrides: Partial<BookingBody> = {}): BookingBody {
  return { ...sampleBookingDraft(1), ...overrides };
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

/**
 * Packaging the merchant sent in: a booking to Los Angeles submitted and arrived, then the packaging
 * counted against it by the dock (`opsInbound.receivePackaging`); answers the booking, throws on a refusal.
 */
export async function packagingReceived(
  t: TestApp,
  token: string,
  packaging: { code: string; quantity: number }[],
): Promise<{ id: number; receiving_no: string }> {
  const booking = await createBooking(t, token, undefined, { submit: true });
  await receiveBooking(t, booking.receiving_no, 'arrive');
  const reply = await t.call(opsInbound.receivePackaging, {
    ops: true,
    body: { receiving_no: booking.receiving_no, operator: 'Wu Dock', packaging },
  });
  if (reply.error_code !== 0) throw new Error(`receivePackaging: ${reply.msg}`);
  return booking;
}
