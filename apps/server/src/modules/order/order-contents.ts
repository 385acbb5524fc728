import type { PackMaterial, Warehouse } from '@portal/contract';
import type { PackageSummary } from '../product';
import type { PackagingRow, ResolvedLine, ShipmentDraft } from './draft-types';
import type { OrderContents } from './order-lines-repository';
import { lineComponentsOf, packageShipmentLines, packageWeight } from './order-package-lines';
import type { OrderShipment, ShipmentConsumable, ShipmentLine } from './order-ports';

/** A SKU or package code as the merchant's codes are kept unique: trimmed, upper-cased. */
export const codeKey = (sku: string) => sku.trim().toUpperCase();

/**
 * What the rate engine quotes: the draft's destination, its lines with the SKUs' measures, the
 * provider's packing materials and the merchant's own packaging (weighed, not charged).
 */
export function shipmentOf(
  warehouse: Warehouse,
  draft: Pick<ShipmentDraft, 'country' | 'state' | 'zip' | 'address_type' | 'tax_codes'>,
  lines: ResolvedLine[],
  consumables: { material: PackMaterial; quantity: number }[],
  dangerous: ReadonlySet<number>,
  packaging: readonly Pick<PackagingRow, 'code' | 'quantity' | 'weight_g'>[] = [],
): Omit<OrderShipment, 'sameDayValue'> {
  return {
    warehouseId: warehouse.id,
    country: draft.country,
    state: draft.state,
    zip: draft.zip,
    addressType: draft.address_type,
    lines: lines.flatMap((line): ShipmentLine[] => {
      const { item, sku } = line;
      if (!sku) return packageShipmentLines(item, lineComponentsOf(line.package), dangerous);
      return [
        {
          sku: sku.sku,
          quantity: item.quantity,
          unitPrice: item.unit_price,
          weightG: sku.weight_g,
          lengthCm: sku.length_cm,
          widthCm: sku.width_cm,
          heightCm: sku.height_cm,
          dangerous: dangerous.has(sku.property_id),
        },
      ];
    }),
    consumables: [
      ...consumables.map(({ material, quantity }) => shipmentConsumable(material, quantity)),
      ...packaging.map(packagingConsumable),
    ],
    taxCodes: draft.tax_codes,
  };
}

/** The rows an order holds: its lines copied from the SKUs, its services and packing materials. */
export function contentsOf(
  lines: ResolvedLine[],
  services: OrderContents['services'],
  consumables: { material: PackMaterial; quantity: number }[],
  properties: ReadonlyMap<number, { name_en: string; name_cn: string }>,
): OrderContents {
  return {
    lines: lines.map((line, position) => {
      const { item, sku } = line;
      if (!sku) return packageLineRow(line.package, item, position);
      return {
        position,
        product_id: sku.id,
        sku: sku.sku,
        sku_key: codeKey(sku.sku),
        name: item.name ?? sku.name_en,
        name_en: sku.name_en,
        name_cn: sku.name_cn,
        image_url: sku.image_url,
        property_id: sku.property_id,
        property_en: properties.get(sku.property_id)?.name_en ?? '',
        property_cn: properties.get(sku.property_id)?.name_cn ?? '',
        hs_code: sku.hs_code,
        unit_price: item.unit_price,
        quantity: item.quantity,
        weight_g: sku.weight_g,
        length_cm: sku.length_cm,
        width_cm: sku.width_cm,
        height_cm: sku.height_cm,
        color: sku.color,
        size: sku.size,
        serial_numbers: '[]',
        // Named, not left to the columns' defaults: a multi-row insert mixing SKU and package lines
        // gives every row every column, and SQLite writes NULL where a row lacks one.
        package_id: null,
        components: '[]',
      };
    }),
    services,
    consumables: consumables.map(({ material, quantity }) => ({
      pack_material_id: material.id,
      code: material.code,
      name_en: material.name_en,
      name_cn: material.name_cn,
      quantity,
    })),
  };
}

/**
 * A package line as the order keeps it: the package's code, names and image as the merchant ordered
 * it, one package's weight (its components'), no SKU of its own (`product_id` 0) and its components
 * copied (`components`), which the stock ledger locks and the rate engine weighs.
 */
function packageLineRow(
  item: PackageSummary,
  line: ResolvedLine['item'],
  position: number,
): OrderContents['lines'][number] {
  const components = lineComponentsOf(item);
  return {
    position,
    product_id: 0,
    sku: item.code,
    sku_key: codeKey(item.code),
    name: line.name ?? item.name_en,
    name_en: item.name_en,
    name_cn: item.name_cn,
    image_url: item.image_url,
    property_id: 0,
    property_en: '',
    property_cn: '',
    hs_code: '',
    unit_price: line.unit_price,
    quantity: line.quantity,
    weight_g: packageWeight(components),
    length_cm: 0,
    width_cm: 0,
    height_cm: 0,
    color: '',
    size: '',
    serial_numbers: '[]',
    package_id: item.id,
    components: JSON.stringify(components),
  };
}

/** The declared value of a shipment's lines, US cents. */
export function declaredValueOf(lines: readonly { unitPrice: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

/** A packing material as a quote counts it. */
export function shipmentConsumable(material: PackMaterial, quantity: number): ShipmentConsumable {
  return {
    code: material.code,
    quantity,
    chargeable: material.chargeable === 1,
    price: material.price,
    weightG: material.weight_g,
  };
}

/**
 * The merchant's own packaging as a quote counts it: its weight (as copied onto the order) times the
 * quantity, never a price — the merchant owns the box, so no packing-material charge is due.
 */
export function packagingConsumable(row: Pick<PackagingRow, 'code' | 'quantity' | 'weight_g'>): ShipmentConsumable {
  return { code: row.code, quantity: row.quantity, chargeable: false, price: 0, weightG: row.weight_g };
}
