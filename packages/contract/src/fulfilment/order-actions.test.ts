import { describe, expect, it } from 'vitest';
import { orderActionsFor } from './order-actions';
import { ORDER_STATUSES } from './order-status';

const allowed = (action: 'edit' | 'submit' | 'cancel' | 'delete' | 'addressType', interception_requested = false) =>
  ORDER_STATUSES.filter((status) => orderActionsFor({ status, interception_requested })[action]);

describe('orderActionsFor', () => {
  it('edits and submits Approving orders only', () => {
    expect(allowed('edit')).toEqual(['approving']);
    expect(allowed('submit')).toEqual(['approving']);
  });

  it('cancels Approving orders, and orders with the warehouse once, as an interception request', () => {
    expect(allowed('cancel')).toEqual(['approving', 'verifying', 'awaiting_packing', 'packaged', 'awaiting_shipping']);
    expect(allowed('cancel', true)).toEqual(['approving']);
  });

  it('deletes Approving and Canceled orders', () => {
    expect(allowed('delete')).toEqual(['approving', 'canceled']);
  });

  it('changes the address type until the order is packed', () => {
    expect(allowed('addressType')).toEqual(['approving', 'verifying', 'awaiting_packing']);
  });
});
