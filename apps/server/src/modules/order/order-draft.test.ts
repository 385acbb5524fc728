import type { PackMaterial, Warehouse } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { shipmentOf } from './order-contents';

const warehouse: Warehouse = {
  id: 1,
  code: 'USWE',
  name_en: 'Los Angeles',
  name_cn: '洛杉矶',
  country: 'US',
  address: '',
  is_active: 1,
};
const bubble: PackMaterial = {
  id: 3,
  code: 'BUBBLE-L',
  name_en: 'Bubble wrap',
  name_cn: '气泡膜',
  type: 'common',
  chargeable: 1,
  size: '',
  weight_g: 40,
  price: 25,
};
const destination = {
  country: 'US',
  state: 'CA',
  zip: '90001',
  address_type: 'residential' as const,
  tax_codes: { vat: '', ioss: '', gst: '', icms: '' },
};

describe('shipmentOf', () => {
  it("weighs the merchant's own packaging beside the provider's materials, at its copied weight and no price", () => {
    const shipment = shipmentOf(warehouse, destination, [], [{ material: bubble, quantity: 2 }], new Set(), [
      { code: 'BOX-MAILER', quantity: 3, weight_g: 500 },
    ]);
    expect(shipment.consumables).toEqual([
      { code: 'BUBBLE-L', quantity: 2, chargeable: true, price: 25, weightG: 40 },
      { code: 'BOX-MAILER', quantity: 3, chargeable: false, price: 0, weightG: 500 },
    ]);
  });
});
