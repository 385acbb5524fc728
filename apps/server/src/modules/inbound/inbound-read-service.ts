import {
  INBOUND_STATUS_TABS,
  type InboundDetail,
  type InboundListItem,
  type InboundStatus,
  type InboundStatusTab,
  type inbound,
  inboundActionsFor,
  insuranceFee,
  type Lang,
  type ListResult,
  type ParsedQueryOf,
} from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import { actorOf } from '../../platform/actor';
import type { InboundDeps } from './inbound-deps';
import type { InboundListRow, InboundQuery } from './inbound-list-repository';
import type { BookingRow } from './inbound-repository';

type ListQuery = ParsedQueryOf<typeof inbound.getList>;
type InboundFilters = ParsedQueryOf<typeof inbound.getStatusCount>;
type Detail = InboundDetail;
type Booking = Detail['booking'];

/** Receiving numbers one search may name. */
const NUMBERS_MAX = 200;

function storedTime(iso: string | undefined): string | undefined {
  return iso === undefined ? undefined : new Date(iso).toISOString();
}

/** The filters as the repository takes them: several lines are exact numbers, one line a number's beginning. */
export function inboundQueryOf(filters: InboundFilters, status?: InboundStatusTab): InboundQuery {
  const numbers = (filters.receiving_no ?? '')
    .split(/[\n,]/)
    .map((n) => n.trim().toUpperCase())
    .filter(Boolean);
  return {
    status: status && status !== 'all' ? status : undefined,
    numbers: numbers.length > 1 ? [...new Set(numbers)].slice(0, NUMBERS_MAX) : undefined,
    numberPrefix: numbers.length === 1 ? numbers[0] : undefined,
    warehouseId: filters.warehouse_id,
    skuKey: filters.sku ? filters.sku.toUpperCase() : undefined,
    trackingNo: filters.tracking_no || undefined,
    createdFrom: storedTime(filters.created_from),
    createdTo: storedTime(filters.created_to),
  };
}

function listItem(row: InboundListRow): InboundListItem {
  return {
    id: row.id,
    receiving_no: row.receiving_no,
    status: row.status as InboundStatus,
    warehouse_id: row.warehouse_id,
    warehouse_code: row.warehouse_code,
    delivery_method: row.delivery_method as InboundListItem['delivery_method'],
    courier_company: row.courier_company,
    tracking_no: row.tracking_no,
    arrival_date: row.arrival_date,
    sku_count: row.sku_count,
    quantity: row.quantity,
    box_count: row.box_count,
    shelved: row.shelved,
    remark: row.remark,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The booking as the wizard saved it (to open it again). */
function savedBooking(row: BookingRow, lines: { sku: string; quantity: number }[]): Booking {
  return {
    warehouse_id: row.warehouse_id,
    remark: row.remark,
    lines,
    packing_method: row.packing_method as Booking['packing_method'],
    boxes: JSON.parse(row.box_rows) as Booking['boxes'],
    shipping: {
      delivery_method: row.delivery_method as Booking['shipping']['delivery_method'],
      courier_company: row.courier_company,
      tracking_no: row.tracking_no,
      driver_name: row.driver_name,
      driver_phone: row.driver_phone,
      // A draft kept at step 3 (`reserve`) has no shipping yet: volume 0 and no period stored.
      volume_m3: row.volume_m3 > 0 ? row.volume_m3 : null,
      incoming_packaging: row.incoming_packaging as Booking['shipping']['incoming_packaging'],
      arrival_date: row.arrival_date,
      arrival_period: (row.arrival_period || null) as Booking['shipping']['arrival_period'],
      whole_in_whole_out: row.whole_in_whole_out === 1,
    },
    services: {
      quality_inspection: row.quality_inspection as Booking['services']['quality_inspection'],
      value_added_services: JSON.parse(row.value_added_services) as Booking['services']['value_added_services'],
      insurance: JSON.parse(row.insurance) as Booking['services']['insurance'],
    },
  };
}

/** The merchant's booking list, its counts per tab, and one booking's detail. */
export class InboundReadService {
  constructor(private readonly deps: InboundDeps) {}

  async list(scope: TenantScope, query: ListQuery): Promise<ListResult<InboundListItem>> {
    const { rows, total } = await this.deps.list.page(
      scope,
      inboundQueryOf(query, query.status),
      (query.page - 1) * query.page_size,
      query.page_size,
    );
    return { list: rows.map(listItem), total };
  }

  async statusCounts(scope: TenantScope, filters: InboundFilters) {
    const byStatus = await this.deps.list.countsByStatus(scope, inboundQueryOf(filters));
    const counts = Object.fromEntries(INBOUND_STATUS_TABS.map((tab) => [tab, byStatus.get(tab) ?? 0])) as Record<
      InboundStatusTab,
      number
    >;
    counts.all = [...byStatus.values()].reduce((sum, n) => sum + n, 0);
    return { counts };
  }

  /** A booking's id from its receiving number or its numeric id (as a string: the Open API's path). */
  async idOf(scope: TenantScope, reference: string): Promise<number> {
    const numeric = /^\d{1,9}$/.test(reference) ? Number(reference) : undefined;
    const row = numeric
      ? await this.deps.bookings.find(scope, numeric)
      : await this.deps.bookings.findByNumber(scope, reference.toUpperCase());
    if (!row) throw new AppError('INBOUND_NOT_FOUND');
    return row.id;
  }

  async detail(scope: TenantScope, id: number, lang: Lang): Promise<Detail> {
    const { bookings } = this.deps;
    const row = await bookings.find(scope, id);
    if (!row) throw new AppError('INBOUND_NOT_FOUND');
    const [lines, boxes, items, transitions, warehouses, lossOrders, packaging] = await Promise.all([
      this.deps.contents.lines(scope, id),
      this.deps.contents.boxes(scope, id),
      this.deps.contents.boxItems(scope, id),
      bookings.transitions(scope, id),
      this.deps.references.warehouses(),
      this.deps.lossOrders.ofBooking(scope, id),
      this.packagingOf(scope, id),
    ]);
    const skus = await this.deps.products.findBySkus(
      scope,
      lines.map((line) => line.sku),
    );
    const skuOf = new Map(skus.map((sku) => [sku.id, sku]));
    const warehouse = warehouses.find((w) => w.id === row.warehouse_id);
    const itemsOf = new Map<number, typeof items>();
    for (const item of items) {
      const inBox = itemsOf.get(item.box_id);
      if (inBox) inBox.push(item);
      else itemsOf.set(item.box_id, [item]);
    }
    const booking = savedBooking(
      row,
      lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
    );
    const declared = booking.services.insurance.reduce((sum, item) => sum + item.quantity * item.unit_value, 0);
    const fee = insuranceFee(declared);
    return {
      ...listItem(row),
      booking,
      warehouse_name: (lang === 'zh_CN' ? warehouse?.name_cn : warehouse?.name_en) ?? '',
      warehouse_address: warehouse?.address ?? '',
      lines: lines.map((line) => {
        const sku = skuOf.get(line.product_id);
        return {
          product_id: line.product_id,
          sku: line.sku,
          barcode: sku?.barcode ?? '',
          name_en: sku?.name_en ?? '',
          name_cn: sku?.name_cn ?? '',
          image_url: sku?.image_url ?? '',
          quantity: line.quantity,
          arrived: line.arrived,
          qualified: line.qualified,
          shelved: line.shelved,
        };
      }),
      boxes: boxes.map((box) => ({
        box_no: box.box_no,
        box_code: box.box_code,
        weight_kg: box.weight_kg,
        length_cm: box.length_cm,
        width_cm: box.width_cm,
        height_cm: box.height_cm,
        items: (itemsOf.get(box.id) ?? []).map((item) => ({
          sku: item.sku,
          quantity: item.quantity,
          arrived: item.arrived,
        })),
        arrived_at: box.arrived_at,
      })),
      insurance: { declared_value: declared, fee, total: declared + fee },
      history: transitions.map((t) => ({
        from_status: t.from_status as InboundStatus | null,
        to_status: t.to_status as InboundStatus,
        actor: { kind: actorOf(t).kind, label: t.actor_label },
        reason: t.reason,
        created_at: t.created_at,
      })),
      can: inboundActionsFor(row.status as InboundStatus),
      loss_orders: lossOrders,
      packaging,
    };
  }

  /**
   * The packaging declared on the booking with what staff received against it, then any item received
   * that was not declared (declared 0). Names are the items' current ones, empty once an item is deleted.
   */
  private async packagingOf(scope: TenantScope, bookingId: number): Promise<Detail['packaging']> {
    const [declared, received] = await Promise.all([
      this.deps.contents.packagingLines(scope, bookingId),
      this.deps.packaging.receivedWithBooking(scope, bookingId),
    ]);
    const undeclared = [...received.keys()].filter((id) => !declared.some((line) => line.packaging_id === id));
    const items = await this.deps.packaging.itemsOf(scope, [
      ...declared.map((line) => line.packaging_id),
      ...undeclared,
    ]);
    const itemOf = new Map(items.map((item) => [item.id, item]));
    const view = (id: number, code: string, quantity: number) => {
      const item = itemOf.get(id);
      return {
        id,
        code: item?.code ?? code,
        name_en: item?.name_en ?? '',
        name_cn: item?.name_cn ?? '',
        quantity,
        received: received.get(id) ?? 0,
      };
    };
    return [
      ...declared.map((line) => view(line.packaging_id, line.code, line.quantity)),
      ...undeclared.flatMap((id) => (itemOf.has(id) ? [view(id, '', 0)] : [])),
    ];
  }
}
