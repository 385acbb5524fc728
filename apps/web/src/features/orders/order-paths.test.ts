import { describe, expect, it } from 'vitest';
import { pageTabKey } from '../../shared/tabs/page-tab';
import { orderFormPathOf, orderStepAt, orderStepPath } from './order-paths';
import { ORDER_NEXT_TAB } from './order-tabs';

describe('the order form’s step addresses', () => {
  it('puts the next step at /order/next, with the id of an edited order', () => {
    expect(orderStepPath('shipping')).toBe('/order/next');
    expect(orderStepPath('shipping', 5)).toBe('/order/next?id=5');
    expect(orderStepPath('draft')).toBe('/order/create');
    expect(orderStepPath('draft', 5)).toBe('/order/edit?id=5');
  });

  it('reads the step from the path', () => {
    expect(orderStepAt('/order/next')).toBe('shipping');
    expect(orderStepAt('/order/create')).toBe('draft');
    expect(orderStepAt('/order/edit')).toBe('draft');
  });

  it('shows the next step in the tab of the form it continues', () => {
    const none = new URLSearchParams();
    expect(orderFormPathOf('/order/next', none)).toBe('/order/create');
    expect(orderFormPathOf('/order/next', new URLSearchParams('id=5'))).toBe('/order/edit');
    expect(orderFormPathOf('/order/edit', new URLSearchParams('id=5'))).toBe('/order/edit');
    expect(pageTabKey(ORDER_NEXT_TAB, '/order/next', '')).toBe('/order/create');
    expect(pageTabKey(ORDER_NEXT_TAB, '/order/next', '?id=5')).toBe('/order/edit?id=5');
    expect(ORDER_NEXT_TAB.title?.(none)).toEqual({ key: 'orderForm.titles.create' });
  });
});
