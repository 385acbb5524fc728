import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Lang, Localized, Warehouse } from '@portal/contract';
import type { Tx } from '../../../db/transaction';
import { AppError } from '../../../kernel/app-error';
import type { Viewer } from '../../../kernel/viewer';
import type { Actor } from '../../../platform/actor';
import type { FailRow, ImportDefinition, ImportSaveContext } from '../../../platform/import/import-definition';
import { both } from '../../../platform/import/import-texts';
import { lookUpInTurns } from '../../../platform/import/in-turns';
import { plannedRecords, saveRecords } from '../../../platform/import/record-saves';
import type { Cells } from '../../../platform/import/sheet-reader';
import { contentsOf, declaredValueOf, shipmentOf } from '../order-contents';
import type { OrderDeps } from '../order-deps';
import { recipientDayKey } from '../order-recipient-repository';
import { orderValues } from '../order-save-service';
import { ORDER_COLUMNS, type OrderColumnKey } from './order-columns';
import { checkStoredData, quoteOrder } from './order-import-check';
import { byOrder, type OrderImportRow, type OrderImportRowValue, type PlannedOrder } from './order-import-rows';
import { OrderRowReader } from './order-row';
import { orderTemplateLists } from './order-template-lists';

/** Orders checked and quoted between turns of the event loop (a few milliseconds of work). */
const ORDERS_PER_TURN = 50;
/** Order numbers or SKUs per look-up query during the check. */
const LOOKUP_SLICE = 1000;

const IMPORT_TEXTS = {
  sheet: { en: 'Orders', zh_CN: '订单' },
  instructions: {
    en: 'One row per SKU line: rows with the same Platform Order No. form one order, created in Approving status. Columns marked * are required.',
    zh_CN: '每个 SKU 一行：平台订单号相同的行组成一个订单，导入后为待审核状态。带 * 的列为必填。',
  },
} as const;

/**
 * Orders from a spreadsheet (issue "Outbound orders"): each row read by the order form's schemas,
 * each order checked against stored data (number free, SKUs the merchant's, country known) and quoted
 * by its method (or the cheapest that fits) before anything is written; the orders are then created
 * in Approving status, each with its lines, exactly as saveOrder creates one.
 */
export class OrderImport implements ImportDefinition<OrderColumnKey, OrderImportRowValue> {
  readonly kind = 'order';
  readonly permission = 'order' as const;
  readonly columns = ORDER_COLUMNS;
  readonly keyColumn = 'platform_order_no' as const;
  readonly groupColumn = 'platform_order_no' as const;
  readonly template = {
    fileName: 'order-import-template.xlsx',
    sheetName: IMPORT_TEXTS.sheet,
    instructions: IMPORT_TEXTS.instructions,
    extraSheets: async (lang: Lang) =>
      orderTemplateLists(await this.deps.references.warehouses(), await this.deps.rates.methods(), lang),
  };

  constructor(private readonly deps: OrderDeps) {}

  async prepare(): Promise<
    (cells: Cells<OrderColumnKey>, row: number) => { value: OrderImportRowValue } | { reasons: Localized[] }
  > {
    const warehouses = await this.deps.references.warehouses();
    const ids = new Map(warehouses.filter((w) => w.is_active === 1).map((w) => [w.code.toUpperCase(), w.id]));
    const reader = new OrderRowReader(ids);
    return (cells, row) => reader.read(cells, row);
  }

  /** Numbers taken, SKUs and countries unknown, a SKU twice in an order, then each whole order's quote. */
  async check(viewer: Viewer, rows: OrderImportRow[], fail: FailRow, lang: Lang = 'en'): Promise<void> {
    const groups = byOrder(rows);
    const countries = [...new Set(rows.map((r) => r.value.order.recipient.country))];
    // One look-up at a time, each followed by a turn of the event loop: on SQLite a query runs
    // synchronously, and the three large ones together held every other request for ~200 ms.
    const taken = new Set(
      await lookUpInTurns([...groups.keys()], LOOKUP_SLICE, (slice) =>
        this.deps.orders.takenPlatformNos(viewer, slice),
      ),
    );
    const goodsByKey = new Map(
      await lookUpInTurns([...new Set(rows.map((r) => r.value.line.sku))], LOOKUP_SLICE, (slice) =>
        this.deps.products.findLineGoods(viewer, slice),
      ),
    );
    const sameDay = await this.deps.recipients.sameDayDeclaredValues(viewer, this.today());
    await nextTurn();
    const [warehouses, properties, known] = await Promise.all([
      this.deps.references.warehouses(),
      this.deps.references.properties(),
      Promise.all(countries.map(async (code) => [code, await this.deps.countries.countryExists(code)] as const)),
    ]);
    const countryKnown = new Map(known);
    const dangerous = new Set(properties.filter((p) => p.is_dangerous === 1).map((p) => p.id));
    const propertyById = new Map(properties.map((p) => [p.id, p]));
    let checked = 0;
    for (const [number, group] of groups) {
      // Quoting resolves without waiting on anything: without a turn now and then, 5,000 orders held
      // the event loop (and every other merchant's request) for 1-2 s.
      if (++checked % ORDERS_PER_TURN === 0) await nextTurn();
      const lines = checkStoredData(viewer, number, group, { taken, goodsByKey, countryKnown }, fail);
      if (!lines) continue;
      const first = group[0] as OrderImportRow;
      const { order } = first.value;
      const warehouse = warehouses.find((w) => w.id === order.warehouse_id) as Warehouse;
      const { recipient } = order;
      const shipment = shipmentOf(
        warehouse,
        { ...order, country: recipient.country, state: recipient.state, zip: recipient.zip },
        lines,
        [],
        dangerous,
      );
      const dayKey = recipientDayKey({
        firstName: recipient.first_name,
        zip: recipient.zip,
        country: recipient.country,
      });
      const sameDayValue = sameDay.get(dayKey) ?? 0;
      const quote = await quoteOrder(this.deps.rates, { ...shipment, sameDayValue }, order.shipping_method_code, lang);
      if ('reason' in quote) {
        for (const row of group) fail(row, quote.reason);
        continue;
      }
      // The orders of one file to the same recipient count together, as saved one after another.
      sameDay.set(dayKey, sameDayValue + declaredValueOf(shipment.lines));
      const draft = {
        ...order,
        shipping_method_code: quote.quote.shipping_method_code,
        items: lines.map((line) => ({ ...line.item, name: line.item.name ?? (line.sku ?? line.package).name_en })),
        value_added_services: [],
        consumables: [],
        packaging: [],
      };
      first.value.plan = {
        values: orderValues(draft, warehouse, quote.quote, this.now()),
        contents: contentsOf(lines, [], [], propertyById),
      };
    }
  }

  /**
   * Every planned order in one transaction, a slice per turn of the event loop (`saveRecords`); an
   * order whose number the unique index still refuses (saved meanwhile by another request) fails alone.
   */
  async save(
    viewer: Viewer,
    rows: OrderImportRow[],
    fail: FailRow,
    { actor, recordJob }: ImportSaveContext,
  ): Promise<void> {
    const at = this.now();
    await saveRecords(
      this.deps.db,
      plannedRecords<PlannedOrder, OrderImportRow>(byOrder(rows).values()),
      recordJob,
      (tx, slice) => this.insert(tx, viewer, slice, actor, at),
      (order) => {
        const number = order.plan.values.platform_order_no;
        const reason = both((lang) =>
          new AppError('ORDER_NO_EXISTS', { params: { platform_order_no: number } }).localizedMessage(lang),
        );
        for (const row of order.group) fail(row, reason);
      },
    );
  }

  private async insert(
    tx: Tx,
    viewer: Viewer,
    orders: { plan: PlannedOrder }[],
    actor: Actor,
    at: string,
  ): Promise<void> {
    const ids = await this.deps.orders.insertMany(
      tx,
      viewer,
      orders.map(({ plan }) => ({ ...plan.values, status: 'approving', created_by: viewer.accountId, created_at: at })),
    );
    const saved = ids.map(({ id }, i) => ({
      orderId: id,
      contents: (orders[i] as { plan: PlannedOrder }).plan.contents,
    }));
    await this.deps.lines.insertLines(tx, viewer, saved);
    await this.deps.transitions.created(
      tx,
      viewer,
      saved.map((s) => s.orderId),
      actor,
      at,
    );
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  private today(): string {
    return this.now().slice(0, 10);
  }
}
