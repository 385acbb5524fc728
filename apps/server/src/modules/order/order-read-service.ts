import {
  type ContentOf,
  type Lang,
  MAX_ROW_ID,
  ORDER_STATUS_TABS,
  type OrderDetail,
  type OrderListItem,
  type OrderStatusTab,
  type order,
  type orderFilterSchema,
  type ParsedQueryOf,
} from '@portal/contract';
import type { z } from 'zod';
import { isSkuLimited } from '../../db/sku-scope';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { OrderDeps } from './order-deps';
import type { OrderLineRow } from './order-lines-repository';
import type { MatchedOrder, OrderListRow, OrderQuery, OrderRecipientRow } from './order-list-repository';
import { type ShownTrackingNumber, trackingRuleOf } from './order-tracking';
import { toDetail, toListItem } from './order-views';

type ParsedFilters = z.output<typeof orderFilterSchema>;
type ParsedListQuery = ParsedQueryOf<typeof order.getOrderList>;
type OrderListPage = ContentOf<typeof order.getOrderList>;

/** An exported order: its list row, its recipient and its SKU lines. */
export interface OrderExportRow {
  order: OrderListItem;
  recipient: OrderRecipientRow;
  lines: OrderLineRow[];
}

/** The Open API's list: a status, changed since, after the cursor's order, so many. */
export interface FeedQuery {
  status?: string;
  updatedSince?: string;
  afterId?: number;
  limit: number;
}

/** The filters as the repository takes them; `filtered` says whether any narrows the merchant's orders. */
export function resolveFilters(filters: ParsedFilters): { query: OrderQuery; filtered: boolean } {
  const query: OrderQuery = {
    numbers: filters.order_nos?.length ? filters.order_nos : undefined,
    createdFrom: filters.created_from ? new Date(filters.created_from).toISOString() : undefined,
    createdTo: filters.created_to ? new Date(filters.created_to).toISOString() : undefined,
    warehouseId: filters.warehouse_id,
    methodCode: filters.shipping_method_code || undefined,
    country: filters.country || undefined,
    skuKey: filters.sku ? filters.sku.toUpperCase() : undefined,
    awaitingReply: filters.awaiting_reply === 1 ? true : undefined,
    orderStatus: filters.order_status,
  };
  return { query, filtered: Object.values(query).some((value) => value !== undefined) };
}

/** The list, its tabs' counts and an order's detail. */
export class OrderReadService {
  constructor(private readonly deps: OrderDeps) {}

  private trackingRule(scope: TenantScope): Promise<ShownTrackingNumber> {
    return trackingRuleOf(this.deps.customers, scope.customerId);
  }

  /**
   * A page of one tab, newest first. Without a filter the total is the tab's kept count, and a page
   * past the middle is read from the oldest end; a batch search finds its orders first and pages
   * them; other filters are counted.
   */
  async list(scope: TenantScope, params: ParsedListQuery): Promise<OrderListPage> {
    const { query, filtered } = this.resolve(scope, params);
    const status = params.status === 'all' ? undefined : params.status;
    const limit = params.page_size;
    // With a keyset the page starts after the order named; the total stays the whole tab's.
    const after = params.after_id;
    const offset = after ? 0 : (params.page - 1) * params.page_size;
    if (query.numbers) return this.batchPage(scope, query, query.numbers, { status, after, offset, limit });
    let rows: OrderListRow[];
    let total: number;
    if (filtered) {
      [rows, total] = await Promise.all([
        this.deps.list.page(scope, { ...query, status, beforeId: after }, { offset, limit }),
        this.deps.list.count(scope, { ...query, status }),
      ]);
    } else {
      total = await this.keptCount(scope, params.status);
      const fromOldest = !after && offset > total / 2;
      const page = fromOldest
        ? { offset: Math.max(0, total - offset - limit), limit: Math.min(limit, total - offset), fromOldest }
        : { offset, limit };
      rows = page.limit > 0 ? await this.deps.list.page(scope, { status, beforeId: after }, page) : [];
    }
    return { list: await this.items(scope, rows), total };
  }

  /** A batch search's page: its orders found first (under the other filters), then paged by id. */
  private async batchPage(
    scope: TenantScope,
    query: OrderQuery,
    numbers: string[],
    page: { status?: string; after?: number; offset: number; limit: number },
  ): Promise<OrderListPage> {
    const matched = await this.deps.list.matching(scope, query);
    const found = matched.filter((row) => !page.status || row.status === page.status);
    const ids = [...new Set(found.map((row) => row.id))].sort((a, b) => b - a);
    const { after } = page;
    const from = after ? ids.filter((id) => id < after) : ids;
    const rows = await this.deps.list.rows(scope, from.slice(page.offset, page.offset + page.limit));
    return { list: await this.items(scope, rows), total: ids.length, not_found: notFound(numbers, matched) };
  }

  /**
   * What an export holds (at most `limit` of them, newest first) and how many match: the orders
   * named by `ids`, or those of the status tab under the list's filters; each with its recipient and
   * SKU lines.
   */
  async exportRows(
    scope: TenantScope,
    params: ParsedFilters & { status: OrderStatusTab; ids?: number[] },
    limit: number,
  ): Promise<{ rows: OrderExportRow[]; total: number }> {
    const status = params.status === 'all' ? undefined : params.status;
    if (params.ids) {
      const rows = await this.deps.list.rows(scope, params.ids);
      return { rows: await this.exportItems(scope, rows.slice(0, limit)), total: rows.length };
    }
    const { query } = resolveFilters(params);
    if (query.numbers) {
      const found = (await this.deps.list.matching(scope, query)).filter((row) => !status || row.status === status);
      const ids = [...new Set(found.map((row) => row.id))].sort((a, b) => b - a);
      const rows = await this.deps.list.rows(scope, ids.slice(0, limit));
      return { rows: await this.exportItems(scope, rows), total: ids.length };
    }
    // One more than the limit tells "too many" without counting every order of a large merchant.
    const rows = await this.deps.list.page(scope, { ...query, status }, { offset: 0, limit: limit + 1 });
    return { rows: await this.exportItems(scope, rows.slice(0, limit)), total: rows.length };
  }

  /** The list's rows with the recipient and every SKU line, for the export's two sheets. */
  private async exportItems(scope: TenantScope, rows: OrderListRow[]): Promise<OrderExportRow[]> {
    const ids = rows.map((row) => row.id);
    const [lines, recipients, tracking] = await Promise.all([
      this.deps.lines.linesOf(scope, ids),
      this.deps.list.recipients(scope, ids),
      this.trackingRule(scope),
    ]);
    const linesOf = groupBy(lines, (line) => line.order_id);
    const recipientOf = new Map(recipients.map((recipient) => [recipient.id, recipient]));
    return rows.flatMap((row) => {
      const recipient = recipientOf.get(row.id);
      if (!recipient) return [];
      const own = linesOf.get(row.id) ?? [];
      const skus = own.map((line) => ({ sku: line.sku, quantity: line.quantity }));
      return [{ order: toListItem(row, skus, tracking), recipient, lines: own }];
    });
  }

  /** List rows with their SKUs and the tracking number the merchant's setting shows. */
  private async items(scope: TenantScope, rows: OrderListRow[]): Promise<OrderListItem[]> {
    const [skus, tracking] = await Promise.all([
      this.deps.lines.skusOf(
        scope,
        rows.map((row) => row.id),
      ),
      this.trackingRule(scope),
    ]);
    const byOrder = new Map<number, { sku: string; quantity: number }[]>();
    for (const line of skus) {
      const list = byOrder.get(line.order_id) ?? [];
      list.push({ sku: line.sku, quantity: line.quantity });
      byOrder.set(line.order_id, list);
    }
    return rows.map((row) => toListItem(row, byOrder.get(row.id) ?? [], tracking));
  }

  /**
   * A page of the Open API's list, newest first by id after the cursor (the last id of the page
   * before): orders inserted meanwhile get higher ids and never shift a page; one changed meanwhile
   * keeps its place. One more row than asked says whether a next page exists.
   */
  async feed(scope: TenantScope, params: FeedQuery): Promise<{ list: OrderListItem[]; next_cursor: string | null }> {
    const rows = await this.deps.list.page(
      scope,
      {
        status: params.status,
        updatedSince: params.updatedSince ? new Date(params.updatedSince).toISOString() : undefined,
        beforeId: params.afterId,
      },
      { offset: 0, limit: params.limit + 1 },
    );
    const page = rows.slice(0, params.limit);
    const list = await this.items(scope, page);
    const last = page.at(-1);
    return { list, next_cursor: rows.length > params.limit && last ? String(last.id) : null };
  }

  /** An order named by its system order id or its numeric id. */
  async idOf(scope: TenantScope, reference: string): Promise<number> {
    const numeric = /^\d{1,10}$/.test(reference) ? Number(reference) : undefined;
    if (numeric !== undefined && (numeric < 1 || numeric > MAX_ROW_ID)) throw new AppError('ORDER_NOT_FOUND');
    const row = numeric
      ? await this.deps.orders.find(scope, numeric)
      : await this.deps.orders.findBySystemId(scope, reference.toUpperCase());
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row.id;
  }

  /** The kept counts are the whole merchant's: a SKU-limited account's tabs are counted like a filter's. */
  private resolve(scope: TenantScope, filters: ParsedFilters) {
    const resolved = resolveFilters(filters);
    return { ...resolved, filtered: resolved.filtered || isSkuLimited(scope) };
  }

  private async keptCount(scope: TenantScope, tab: OrderStatusTab): Promise<number> {
    const counts = await this.deps.counts.of(scope);
    if (tab !== 'all') return counts.get(tab) ?? 0;
    return [...counts.values()].reduce((sum, n) => sum + n, 0);
  }

  /** Every tab's count under the filters; the kept counts when there is no filter. */
  async statusCounts(scope: TenantScope, filters: ParsedFilters): Promise<{ counts: Record<OrderStatusTab, number> }> {
    const { query, filtered } = this.resolve(scope, filters);
    const byStatus = query.numbers
      ? countStatuses(await this.deps.list.matching(scope, query))
      : filtered
        ? await this.deps.list.countByStatus(scope, query)
        : await this.deps.counts.of(scope);
    const counts = Object.fromEntries(ORDER_STATUS_TABS.map((tab) => [tab, 0])) as Record<OrderStatusTab, number>;
    for (const [status, n] of byStatus) {
      if (status in counts) counts[status as OrderStatusTab] = n;
      counts.all += n;
    }
    return { counts };
  }

  async detail(scope: TenantScope, id: number, lang: Lang): Promise<OrderDetail> {
    const row = await this.deps.orders.find(scope, id);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    const [contents, history, warehouses, tracking] = await Promise.all([
      this.deps.lines.of(scope, id),
      this.deps.history.of(scope, id),
      this.deps.references.warehouses(),
      this.trackingRule(scope),
    ]);
    const warehouse = warehouses.find((w) => w.id === row.warehouse_id);
    const warehouseName = warehouse ? (lang === 'zh_CN' ? warehouse.name_cn : warehouse.name_en) : row.warehouse_code;
    return toDetail(row, { contents, history, warehouseName, tracking, lang });
  }
}

/**
 * The searched numbers no order answers under the list's filters, in the order typed: neither a
 * platform order no. nor a system order id of the merchant's (any status tab: an order in another
 * tab was found).
 */
function notFound(numbers: readonly string[], matched: readonly MatchedOrder[]): string[] {
  const answered = new Set(matched.flatMap((row) => [row.platform_order_no, row.system_order_id]));
  return [...new Set(numbers)].filter((number) => !answered.has(number));
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Orders per status among a batch search's finds (an order found twice counts once). */
function countStatuses(rows: { id: number; status: string }[]): Map<string, number> {
  const seen = new Set<number>();
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  }
  return counts;
}
