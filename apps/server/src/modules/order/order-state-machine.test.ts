import { ACTOR_KINDS, ORDER_STATUSES, type OrderStatus } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  cancelMode,
  canMove,
  holdsLockedStock,
  isAddressTypeChangeable,
  isDeletable,
  isEditable,
  nextStatuses,
} from './order-state-machine';

/**
 * Every allowed move written out by hand, from spec 4: `from>to` and who makes it (M: the merchant
 * on the portal or by API key; P: staff or the system). Whatever is not listed must be refused.
 */
const EXPECTED: Record<string, 'M' | 'P'> = {
  'approving>verifying': 'M',
  'approving>canceled': 'M',
  'verifying>awaiting_packing': 'P',
  'verifying>canceled': 'P',
  'awaiting_packing>packaged': 'P',
  'awaiting_packing>canceled': 'P',
  'packaged>awaiting_shipping': 'P',
  'packaged>canceled': 'P',
  'awaiting_shipping>shipped': 'P',
  'awaiting_shipping>canceled': 'P',
  'shipped>in_transit': 'P',
  'shipped>pick_up': 'P',
  'shipped>out_for_delivery': 'P',
  'shipped>delivered': 'P',
  'shipped>alert': 'P',
  'shipped>expired': 'P',
  'in_transit>pick_up': 'P',
  'in_transit>out_for_delivery': 'P',
  'in_transit>delivered': 'P',
  'in_transit>alert': 'P',
  'in_transit>expired': 'P',
  'pick_up>in_transit': 'P',
  'pick_up>out_for_delivery': 'P',
  'pick_up>delivered': 'P',
  'pick_up>alert': 'P',
  'pick_up>expired': 'P',
  'out_for_delivery>in_transit': 'P',
  'out_for_delivery>pick_up': 'P',
  'out_for_delivery>delivered': 'P',
  'out_for_delivery>alert': 'P',
  'out_for_delivery>expired': 'P',
  'alert>in_transit': 'P',
  'alert>delivered': 'P',
  'alert>expired': 'P',
  'expired>delivered': 'P',
};

const SIDE = { merchant: 'M', api_key: 'M', staff: 'P', system: 'P' } as const;

describe('order state machine', () => {
  it('allows exactly the moves of spec 4, each only to its side, for every status pair and actor', () => {
    const wrong: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const actor of ACTOR_KINDS) {
          const expected = EXPECTED[`${from}>${to}`] === SIDE[actor];
          if (canMove(from, to, actor) !== expected) wrong.push(`${from}>${to} by ${actor}: expected ${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has no way out of Delivered or Canceled, and no way back to Approving', () => {
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('canceled')).toEqual([]);
    expect(ORDER_STATUSES.filter((from) => nextStatuses(from).includes('approving'))).toEqual([]);
  });

  it('reaches every status from Approving', () => {
    const seen = new Set<OrderStatus>(['approving']);
    const queue: OrderStatus[] = ['approving'];
    while (queue.length) {
      for (const next of nextStatuses(queue.shift() as OrderStatus)) {
        if (!seen.has(next)) queue.push(next);
        seen.add(next);
      }
    }
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('lets the merchant edit and submit Approving orders only, and delete Approving or Canceled ones', () => {
    expect(ORDER_STATUSES.filter(isEditable)).toEqual(['approving']);
    expect(ORDER_STATUSES.filter(isDeletable)).toEqual(['approving', 'canceled']);
  });

  it('cancels Approving orders, intercepts those at the warehouse, refuses the rest', () => {
    const modes = Object.fromEntries(ORDER_STATUSES.map((status) => [status, cancelMode(status)]));
    expect(modes).toEqual({
      approving: 'cancel',
      verifying: 'intercept',
      awaiting_packing: 'intercept',
      packaged: 'intercept',
      awaiting_shipping: 'intercept',
      shipped: 'refuse',
      in_transit: 'refuse',
      pick_up: 'refuse',
      out_for_delivery: 'refuse',
      delivered: 'refuse',
      alert: 'refuse',
      expired: 'refuse',
      canceled: 'refuse',
    });
  });

  it('keeps the address type changeable until packing, and stock locked between submit and packing', () => {
    expect(ORDER_STATUSES.filter(isAddressTypeChangeable)).toEqual(['approving', 'verifying', 'awaiting_packing']);
    expect(ORDER_STATUSES.filter(holdsLockedStock)).toEqual(['verifying', 'awaiting_packing']);
  });
});
