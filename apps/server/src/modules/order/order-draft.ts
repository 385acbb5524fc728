import type { AddressType, FieldProblem, orderDraftSchema, PackMaterial, Warehouse } from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import { type LineGoods, type PackageSummary, unknownSkuProblem } from '../product';
import type { OrderDeps } from './order-deps';
import type { OrderContents } from './order-lines-repository';
import { lineComponentsOf, packageShipmentLines, packageWeight } from './order-package-lines';
import type { OrderShipment, ShipmentConsumable, ShipmentLine } from './order-ports';

export type ParsedDraft = z.output<typeof orderDraftSchema>;
type ParsedItem = ParsedDraft['items'][number];
/**
 * A draft as the save takes it: the form's, or the Open API's, whose lines carry no declaration
 * name (the SKU's) and which may leave the method to the cheapest that fits.
 */
export type DraftInput = Omit<ParsedDraft, 'items' | 'shipping_method_code'> & {
  shipping_method_code?: string;
  items: ResolvedLine['item'][];
};
type ParsedConsumable = ParsedDraft['consumables'][number];
/** A row of the merchant's own packaging an order holds (its code, names and weight copied at save). */
export type PackagingRow = NonNullable<OrderContents['packaging']>[number];

/** A line of a draft with the SKU or the package its code names (`ProductApi.findLineGoods`). */
export type ResolvedLine = {
  item: Pick<ParsedItem, 'sku' | 'quantity' | 'unit_price'> & { name?: string };
} & LineGoods;

/** The parts of a draft a quote needs (the next step sends only these). */
export interface ShipmentDraft {
  warehouse_id: number;
  address_type: AddressType;
  country: string;
  zip: string;
  state: string;
  items: ResolvedLine['item'][];
  consumables: ParsedConsumable[];
  /** The merchant's own packaging: weighed in the parcel, never charged. */
  packaging: ParsedDraft['packaging'];
  tax_codes: ParsedDraft['tax_codes'];
}

export interface CheckedShipment {
  warehouse: Warehouse;
  lines: ResolvedLine[];
  consumables: { material: PackMaterial; quantity: number }[];
  /** The packaging asked for, one row per item, as the order keeps it. */
  packaging: PackagingRow[];
  shipment: Omit<OrderShipment, 'sameDayValue'>;
}

export const codeKey = (sku: string) => sku.trim().toUpperCase();

/**
 * Checks a draft against stored data (warehouse active, country known, SKUs the merchant's, packing
 * materials known, packaging items the merchant's, value-added services quoted by the warehouse) and
 * turns it into what is saved.
 * Every field problem is reported at once; nothing is written here.
 */
export class OrderDrafts {
  constructor(private readonly deps: OrderDeps) {}

  /** Checks what a quote is made of, refusing with every field problem found. */
  async checkShipment(
    scope: TenantScope,
    draft: ShipmentDraft,
    extra: FieldProblem[] = [],
    countryField = 'country',
  ): Promise<CheckedShipment> {
    const [warehouses, materials, properties, countryKnown, goods, packaging] = await Promise.all([
      this.deps.references.warehouses(),
      this.deps.references.packMaterials(),
      this.deps.references.properties(),
      this.deps.countries.countryExists(draft.country),
      this.deps.products.findLineGoods(
        scope,
        draft.items.map((item) => item.sku),
      ),
      this.packagingOf(scope, draft.packaging),
    ]);
    const problems = [...extra, ...packaging.problems];
    const warehouse = warehouses.find((w) => w.id === draft.warehouse_id && w.is_active === 1);
    if (!warehouse) problems.push({ field: 'warehouse_id', message: 'v.unknownChoice' });
    if (!countryKnown) problems.push({ field: countryField, message: 'v.country' });
    const seen = new Set<string>();
    const lines: ResolvedLine[] = [];
    draft.items.forEach((item, index) => {
      const key = codeKey(item.sku);
      const found = goods.get(key);
      if (seen.has(key)) problems.push({ field: `items.${index}.sku`, message: 'v.lineDuplicate' });
      else if (!found) problems.push(unknownSkuProblem(scope, `items.${index}.sku`, item.sku));
      else lines.push({ item, ...found });
      seen.add(key);
    });
    const consumables = new Map<number, { material: PackMaterial; quantity: number }>();
    draft.consumables.forEach((consumable, index) => {
      const material = materials.find((m) => m.id === consumable.id);
      if (!material) problems.push({ field: `consumables.${index}.id`, message: 'v.unknownChoice' });
      else {
        const quantity = (consumables.get(material.id)?.quantity ?? 0) + consumable.quantity;
        consumables.set(material.id, { material, quantity });
      }
    });
    if (problems.length || !warehouse) throw new AppError('VALIDATION_FAILED', { fields: problems });
    const chosen = [...consumables.values()];
    const dangerous = new Set(properties.filter((p) => p.is_dangerous === 1).map((p) => p.id));
    return {
      warehouse,
      lines,
      consumables: chosen,
      packaging: packaging.rows,
      shipment: shipmentOf(warehouse, draft, lines, chosen, dangerous, packaging.rows),
    };
  }

  /** A whole draft (save, copy): the shipment's checks, then the value-added services of spec 5. */
  async resolve(scope: TenantScope, draft: DraftInput): Promise<CheckedShipment & { contents: OrderContents }> {
    const { recipient } = draft;
    const totalItems = draft.items.reduce((sum, item) => sum + item.quantity, 0);
    const problems: FieldProblem[] = [];
    const codes = new Set<string>();
    draft.value_added_services.forEach((service, index) => {
      const code = service.code.toUpperCase();
      if (codes.has(code)) problems.push({ field: `value_added_services.${index}.code`, message: 'v.vasDuplicate' });
      if (service.quantity > totalItems) {
        problems.push({ field: `value_added_services.${index}.quantity`, message: 'v.vasTooMany' });
      }
      codes.add(code);
    });
    const [checked, quoted] = await Promise.all([
      this.checkShipment(
        scope,
        { ...draft, country: recipient.country, zip: recipient.zip, state: recipient.state },
        problems,
        'recipient.country',
      ),
      this.deps.services.ofWarehouse(draft.warehouse_id),
    ]);
    const services = draft.value_added_services.map((service) => {
      const offer = quoted.find((q) => q.code === service.code.toUpperCase());
      if (!offer) throw new AppError('SERVICE_NOT_QUOTED');
      return {
        code: offer.code,
        name_en: offer.name_en,
        name_cn: offer.name_cn,
        quantity: service.quantity,
        unit_price: offer.unit_price,
      };
    });
    const properties = new Map((await this.deps.references.properties()).map((p) => [p.id, p]));
    const contents = contentsOf(checked.lines, services, checked.consumables, properties);
    return { ...checked, contents: { ...contents, packaging: checked.packaging } };
  }

  /**
   * The merchant's own packaging a draft asks for, one row per item (quantities of an item named twice
   * added), with its code, names and weight copied; an id that is not the merchant's item is a problem
   * under its row.
   */
  private async packagingOf(
    scope: TenantScope,
    asked: ShipmentDraft['packaging'],
  ): Promise<{ rows: PackagingRow[]; problems: FieldProblem[] }> {
    if (!asked.length) return { rows: [], problems: [] };
    const items = await this.deps.packaging.itemsOf(
      scope,
      asked.map((a) => a.id),
    );
    const problems: FieldProblem[] = [];
    const rows = new Map<number, PackagingRow>();
    asked.forEach((a, index) => {
      const item = items.find((row) => row.id === a.id);
      if (!item) {
        problems.push({ field: `packaging.${index}.id`, message: 'v.unknownChoice' });
        return;
      }
      const seen = rows.get(item.id);
      rows.set(item.id, {
        packaging_id: item.id,
        code: item.code,
        name_en: item.name_en,
        name_cn: item.name_cn,
        weight_g: item.weight_g,
        quantity: (seen?.quantity ?? 0) + a.quantity,
      });
    });
    return { rows: [...rows.values()], problems };
  }
}

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
