import { describe, expect, it } from 'vitest';
import { revalidate } from './revalidate';
import { emptyWizard, type WizardState } from './wizard-state';

function booked(quantity: number | null, courier = ''): WizardState {
  const state = emptyWizard();
  return {
    ...state,
    warehouse_id: 1,
    lines: [{ product_id: 1, sku: 'MUG-01', name: 'Mug', quantity }],
    shipping: { ...state.shipping, courier_company: courier },
  };
}

describe('re-validating on change', () => {
  it('drops a message once its value is right, and says at once what is wrong with a field just changed', () => {
    const shown = { 'lines.0.quantity': 'The quantity cannot be 0' };
    expect(revalidate(shown, new Set(), booked(0), booked(50), 'en')).toEqual({});
    expect(revalidate({}, new Set(), booked(50), booked(0), 'en')).toEqual(shown);
    // Fields not shown and not touched stay quiet (step 5 is empty, nothing said of it).
    expect(revalidate({}, new Set(), booked(5), booked(6), 'en')).toEqual({});
  });

  it('keeps a message only the server gives until its own field changes', () => {
    const shown = { 'shipping.courier_company': 'Unknown courier', 'lines.0.sku': 'SKU code does not exist' };
    const serverOnly = new Set(Object.keys(shown));
    expect(revalidate(shown, serverOnly, booked(5, 'UPS'), booked(5, 'DHL'), 'en')).toEqual({
      'lines.0.sku': 'SKU code does not exist',
    });
  });
});
