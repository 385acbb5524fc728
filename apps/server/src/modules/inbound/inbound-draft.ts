import type { FieldProblem, inbound, ParsedBodyOf, Warehouse } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import { type SkuSummary, unknownSkuProblem } from '../product';
import type { InboundDeps } from './inbound-deps';
import type { BookingContents, BookingValues } from './inbound-repository';

export type SaveBody = ParsedBodyOf<typeof inbound.saveDraft>;
export type BookingInput = Omit<SaveBody, 'id'>;
export type PackingBody = ParsedBodyOf<typeof inbound.reserve>;
export type PackingInput = Omit<PackingBody, 'id'>;

export interface ResolvedBooking {
  warehouse: Warehouse;
  values: BookingValues;
  contents: BookingContents;
}

/** The columns steps 1–3 write; `reserve` writes only these on a draft it keeps. */
export type PackingValues = Pick<
  BookingValues,
  | 'warehouse_id'
  | 'warehouse_code'
  | 'remark'
  | 'packing_method'
  | 'box_rows'
  | 'sku_count'
  | 'quantity'
  | 'box_count'
  | 'updated_at'
>;

/** Step 5 of a booking kept at step 3: nothing given yet (Save and Submit require it all). */
export const NO_SHIPPING_YET = {
  delivery_method: 'express',
  courier_company: '',
  tracking_no: '',
  driver_name: '',
  driver_phone: '',
  volume_m3: 0,
  incoming_packaging: 'carton',
  arrival_date: '',
  arrival_period: '',
  whole_in_whole_out: 0,
  quality_inspection: 'routine',
  value_added_services: '[]',
  insurance: '[]',
} as const satisfies Omit<BookingValues, keyof PackingValues>;

const key = (sku: string) => sku.trim().toUpperCase();

/**
 * Checks a booking the contract's schema passed against stored data (the warehouse exists and takes
 * goods, every SKU is the merchant's) and turns it into what is saved: the booking's columns, its
 * lines, and one box per carton (a packing-list row of `box_count` 3 is three boxes). Every field
 * problem is reported at once; nothing is written here.
 */
export async function resolveBooking(
  deps: InboundDeps,
  scope: TenantScope,
  booking: BookingInput,
  at: string,
): Promise<ResolvedBooking> {
  const packaging = await resolvePackaging(deps, scope, booking.packaging);
  const packing = await resolvePacking(deps, scope, booking, at).catch((error: unknown) => {
    // Every field problem at once: the lines' and the packaging's.
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') {
      throw new AppError('VALIDATION_FAILED', { fields: [...error.fields, ...packaging.problems] });
    }
    throw error;
  });
  if (packaging.problems.length) throw new AppError('VALIDATION_FAILED', { fields: packaging.problems });
  const { shipping, services } = booking;
  const insurance = services.insurance.map((item) => ({ ...item, sku: packing.skuOf(item.sku).sku }));
  const values: BookingValues = {
    ...packing.values,
    delivery_method: shipping.delivery_method,
    courier_company: shipping.courier_company,
    tracking_no: shipping.tracking_no,
    driver_name: shipping.driver_name,
    driver_phone: shipping.driver_phone,
    volume_m3: shipping.volume_m3,
    incoming_packaging: shipping.incoming_packaging,
    arrival_date: shipping.arrival_date,
    arrival_period: shipping.arrival_period,
    whole_in_whole_out: shipping.whole_in_whole_out ? 1 : 0,
    quality_inspection: services.quality_inspection,
    value_added_services: JSON.stringify(services.value_added_services),
    insurance: JSON.stringify(insurance),
  };
  return { warehouse: packing.warehouse, values, contents: { ...packing.contents, packaging: packaging.lines } };
}

/**
 * The merchant's own packaging declared on the booking, each code one of the merchant's items (else
 * `v.packagingNotYours` under `packaging.N.code`, naming it), read through the product module's
 * `packagingApi`.
 */
async function resolvePackaging(
  deps: InboundDeps,
  scope: TenantScope,
  lines: BookingInput['packaging'],
): Promise<{ lines: NonNullable<BookingContents['packaging']>; problems: FieldProblem[] }> {
  const keys = lines.map((line) => key(line.code));
  const items = await deps.packaging.itemsByCodeKey(scope, [...new Set(keys)]);
  const problems: FieldProblem[] = [];
  const resolved = lines.flatMap((line, index) => {
    const item = items.get(keys[index] as string);
    if (item) return [{ packaging_id: item.id, code: item.code, quantity: line.quantity }];
    problems.push({ field: `packaging.${index}.code`, message: 'v.packagingNotYours', params: { code: line.code } });
    return [];
  });
  return { lines: resolved, problems };
}

/** Steps 1–3 checked against stored data and expanded into lines and boxes (see `resolveBooking`). */
export async function resolvePacking(
  deps: InboundDeps,
  scope: TenantScope,
  booking: PackingInput,
  at: string,
): Promise<{
  warehouse: Warehouse;
  values: PackingValues;
  contents: BookingContents;
  skuOf: (code: string) => SkuSummary;
}> {
  const [warehouses, skus] = await Promise.all([
    deps.references.warehouses(),
    deps.products.findBySkus(
      scope,
      booking.lines.map((line) => line.sku),
    ),
  ]);
  const problems: FieldProblem[] = [];
  const warehouse = warehouses.find((w) => w.id === booking.warehouse_id && w.is_active === 1);
  if (!warehouse) problems.push({ field: 'warehouse_id', message: 'v.warehouseSelect' });
  const byKey = new Map(skus.map((sku) => [key(sku.sku), sku]));
  booking.lines.forEach((line, index) => {
    if (!byKey.has(key(line.sku))) problems.push(unknownSkuProblem(scope, `lines.${index}.sku`, line.sku));
  });
  if (problems.length || !warehouse) throw new AppError('VALIDATION_FAILED', { fields: problems });
  // The schema checked that boxes and insurance name booked SKUs only, so each resolves here.
  const skuOf = (code: string) => byKey.get(key(code)) as SkuSummary;
  const contents: BookingContents = { lines: [], boxes: [] };
  for (const line of booking.lines) {
    const sku = skuOf(line.sku);
    contents.lines.push({ product_id: sku.id, sku: sku.sku, quantity: line.quantity });
  }
  for (const row of booking.boxes) {
    const items = row.items.map((item) => {
      const sku = skuOf(item.sku);
      return { product_id: sku.id, sku: sku.sku, quantity: item.quantity };
    });
    for (let n = 0; n < row.box_count; n++) {
      contents.boxes.push({
        box_no: contents.boxes.length + 1,
        weight_kg: row.weight_kg,
        length_cm: row.length_cm,
        width_cm: row.width_cm,
        height_cm: row.height_cm,
        items,
      });
    }
  }
  const boxRows = booking.boxes.map((row) => ({
    ...row,
    items: row.items.map((item) => ({ sku: skuOf(item.sku).sku, quantity: item.quantity })),
  }));
  const values: PackingValues = {
    warehouse_id: warehouse.id,
    warehouse_code: warehouse.code,
    remark: booking.remark,
    packing_method: booking.packing_method,
    box_rows: JSON.stringify(boxRows),
    sku_count: contents.lines.length,
    quantity: contents.lines.reduce((sum, line) => sum + line.quantity, 0),
    box_count: contents.boxes.length,
    updated_at: at,
  };
  return { warehouse, values, contents, skuOf };
}
