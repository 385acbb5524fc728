import { describe, expect, it } from 'vitest';
import { emptyBox, emptyItem } from './packing';
import { checkSteps } from './step-checks';
import { emptyWizard, type WizardState } from './wizard-state';

function booked(): WizardState {
  return {
    ...emptyWizard(),
    warehouse_id: 1,
    lines: [
      { product_id: 1, sku: 'MUG-01', name: 'Mug', quantity: 10 },
      { product_id: 2, sku: 'CUP-02', name: 'Cup', quantity: 6 },
    ],
  };
}

describe('checking a step before Next', () => {
  it('step 1 asks for the warehouse and a product, in the server words of each language', () => {
    expect(checkSteps(emptyWizard(), 0, 'en')).toEqual({
      errors: { warehouse_id: 'Please select a warehouse!', lines: 'Please add product information!' },
      step: 0,
    });
    expect(checkSteps(emptyWizard(), 0, 'zh_CN').errors.warehouse_id).toBe('请选择仓库！');
  });

  it('step 1 refuses a quantity of 0 and says nothing of the later steps', () => {
    const state = booked();
    state.lines[0] = { ...state.lines[0], quantity: 0 } as WizardState['lines'][number];
    expect(checkSteps(state, 0, 'en')).toEqual({ errors: { 'lines.0.quantity': 'The quantity cannot be 0' }, step: 0 });
    expect(checkSteps(booked(), 0, 'en')).toEqual({ errors: {}, step: null });
  });

  it('step 3 says which SKU is short and a SKU packed twice in one box, while step 5 is still empty', () => {
    const state = {
      ...booked(),
      packing_method: 'mixed' as const,
      boxes: [
        {
          ...emptyBox([emptyItem('MUG-01', 5), emptyItem('MUG-01', 5), emptyItem('CUP-02', 5)]),
          weight_kg: 3,
          length_cm: 40,
          width_cm: 30,
          height_cm: 20,
        },
      ],
    };
    const { errors, step } = checkSteps(state, 2, 'en');
    expect(step).toBe(2);
    expect(errors['boxes.0.items.1.sku']).toBe('The same SKU cannot be added twice to one box');
    expect(errors['lines.1.packed']).toBe('SKU quantity does not match');
    expect(errors['lines.0.packed']).toBeUndefined();
    expect(Object.keys(errors).some((path) => path.startsWith('shipping'))).toBe(false);
  });

  it('the whole booking names the shipping fields the spec requires', () => {
    const { errors, step } = checkSteps(booked(), 4, 'en');
    expect(step).toBe(2);
    expect(errors['shipping.courier_company']).toBe('Please enter the courier company');
    expect(errors['shipping.arrival_date']).toBe('Please select the estimated arrival date');
  });
});
