import { describe, expect, it } from 'vitest';
import { type LineComponent, packageShipmentLines, stockLinesOf } from './order-package-lines';

const component = (sku: string, quantity: number, weight: number, property = 1): LineComponent => ({
  product_id: sku === 'MUG' ? 1 : 2,
  sku,
  name_en: sku,
  name_cn: sku,
  quantity,
  weight_g: weight,
  length_cm: 10,
  width_cm: 8,
  height_cm: 6,
  property_id: property,
});
const gift = [component('MUG', 1, 300), component('COASTER', 2, 50, 9)];

describe('package lines', () => {
  it('weighs the components × packages and keeps the declared value to the cent', () => {
    const lines = packageShipmentLines({ quantity: 3, unit_price: 1000 }, gift, new Set([9]));
    const value = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const weight = lines.reduce((sum, line) => sum + line.weightG * line.quantity, 0);
    const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
    expect(value).toBe(3000);
    expect(weight).toBe(3 * 300 + 6 * 50);
    expect(pieces).toBe(9);
    expect(lines.filter((line) => line.dangerous).map((line) => line.sku)).toEqual(['COASTER']);
    expect(new Set(lines.map((line) => line.sku))).toEqual(new Set(['MUG', 'COASTER']));
  });

  it('locks a SKU line on its SKU and a package line on its components, naming the package', () => {
    const lines = stockLinesOf([
      { product_id: 2, sku: 'COASTER', quantity: 1, unit_price: 100, package_id: null },
      { product_id: 0, sku: 'GIFT-01', quantity: 2, unit_price: 900, package_id: 7, components: JSON.stringify(gift) },
    ]);
    expect(lines).toEqual([
      { productId: 2, sku: 'COASTER', quantity: 1 },
      { productId: 1, sku: 'MUG', quantity: 2, package: { code: 'GIFT-01', quantity: 2 } },
      { productId: 2, sku: 'COASTER', quantity: 4, package: { code: 'GIFT-01', quantity: 2 } },
    ]);
  });
});
