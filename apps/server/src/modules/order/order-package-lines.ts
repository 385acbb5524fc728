import type { StockLine } from '../inventory';
import type { PackageSummary } from '../product';
import type { ShipmentLine } from './order-ports';

/**
 * A package's component as an order line keeps it (`order_lines.components`, JSON), copied from the
 * package at save as a SKU line copies its SKU: what the order locks, weighs and shows.
 */
export interface LineComponent {
  product_id: number;
  sku: string;
  name_en: string;
  name_cn: string;
  /** Units in one package. */
  quantity: number;
  weight_g: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  property_id: number;
}

/** The fields of an order line these rules read (a stored row or one about to be written). */
export interface PackageAwareLine {
  product_id: number;
  sku: string;
  quantity: number;
  unit_price: number;
  package_id?: number | null;
  components?: string;
}

/** A package's components as a line copies them. */
export function lineComponentsOf(item: PackageSummary): LineComponent[] {
  return item.components.map(({ sku, quantity }) => ({
    product_id: sku.id,
    sku: sku.sku,
    name_en: sku.name_en,
    name_cn: sku.name_cn,
    quantity,
    weight_g: Number(sku.weight_g),
    length_cm: Number(sku.length_cm),
    width_cm: Number(sku.width_cm),
    height_cm: Number(sku.height_cm),
    property_id: sku.property_id,
  }));
}

/** A line's components; none on a SKU line. */
export function componentsOfLine(line: Pick<PackageAwareLine, 'package_id' | 'components'>): LineComponent[] {
  if (line.package_id == null || !line.components) return [];
  return JSON.parse(line.components) as LineComponent[];
}

/** One package's weight, grams: its components' weights × their units. */
export function packageWeight(components: readonly LineComponent[]): number {
  return components.reduce((sum, component) => sum + component.weight_g * component.quantity, 0);
}

/**
 * What an order's lines lock in the stock ledger: a SKU line its SKU; a package line each component ×
 * the packages ordered, naming the package (its movements say "for package X", a shortage refuses the
 * package line).
 */
export function stockLinesOf(lines: readonly PackageAwareLine[]): StockLine[] {
  return lines.flatMap((line): StockLine[] => {
    if (line.package_id == null) return [{ productId: line.product_id, sku: line.sku, quantity: line.quantity }];
    return componentsOfLine(line).map((component) => ({
      productId: component.product_id,
      sku: component.sku,
      quantity: component.quantity * line.quantity,
      package: { code: line.sku, quantity: line.quantity },
    }));
  });
}

/**
 * A package line as the rate engine weighs it: each component with its own measures and units ×
 * packages, so the parcel's weight and sides, the pieces and the SKUs counted are the components'. The
 * line's declared value (unit price × packages) is spread over the units in whole cents — the first
 * units carry one cent more where it does not divide — so the goods value stays exactly the line's.
 */
export function packageShipmentLines(
  line: Pick<PackageAwareLine, 'quantity' | 'unit_price'>,
  components: readonly LineComponent[],
  dangerous: ReadonlySet<number>,
): ShipmentLine[] {
  const units = components.reduce((sum, component) => sum + component.quantity * line.quantity, 0);
  if (!units) return [];
  const value = line.unit_price * line.quantity;
  const base = Math.floor(value / units);
  let dearer = value - base * units;
  const out: ShipmentLine[] = [];
  for (const component of components) {
    const count = component.quantity * line.quantity;
    const measures = {
      sku: component.sku,
      weightG: component.weight_g,
      lengthCm: component.length_cm,
      widthCm: component.width_cm,
      heightCm: component.height_cm,
      dangerous: dangerous.has(component.property_id),
    };
    const extra = Math.min(dearer, count);
    dearer -= extra;
    if (extra) out.push({ ...measures, quantity: extra, unitPrice: base + 1 });
    if (count > extra) out.push({ ...measures, quantity: count - extra, unitPrice: base });
  }
  return out;
}

/**
 * The serial numbers bound at packing (by upper-cased SKU), shared out over the order's lines in their
 * order: a SKU line takes up to its quantity of its SKU's, a package line up to its components' units
 * of each component's. What the detail and the Open API show on each line.
 */
export function serialNumbersPerLine(
  lines: readonly (PackageAwareLine & { id: number })[],
  bySkuKey: ReadonlyMap<string, readonly string[]>,
): Map<number, string[]> {
  const left = new Map([...bySkuKey].map(([key, list]) => [key, [...list]]));
  const take = (sku: string, units: number) => left.get(sku.toUpperCase())?.splice(0, units) ?? [];
  const perLine = new Map<number, string[]>();
  for (const line of lines) {
    const units = stockLinesOf([line]);
    perLine.set(
      line.id,
      units.flatMap((unit) => take(unit.sku, unit.quantity)),
    );
  }
  return perLine;
}
