import {
  type Lang,
  type ListResult,
  ORDER_STATUS_TABS,
  type OrderDetail,
  type OrderListItem,
  type OrderStatusTab,
  type order,
  type orderFilterSchema,
  type ParsedQueryOf,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { TenantScope } from '../../http/viewer';
import type { OrderDeps } from './order-deps';
import type { OrderQuery } from './order-list-repository';
import { toDetail, toListItem } from './order-views';

type ParsedFilters = z.output<typeof orderFilterSchema>;
type ParsedListQuery = ParsedQueryOf<typeof order.getOrderList>;

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
  };
  return { query, filtered: Object.values(query).some((value) => value !== undefined) };
}

/** The list, its tabs' counts and an order's detail. */
export class OrderReadService {
  constructor(private readonly deps: OrderDeps) {}

  private async showTrueTracking(scope: TenantScope): Promise<boolean> {
    const customer = await this.deps.customers.find(scope.customerId);
    if (!customer) throw new AppError('SESSION_EXPIRED');
    return customer.show_true_tracking_number === 1;
  }

  /**
   * A page of one tab, newest first. Without a filter the total is the tab's kept count; with one it
   * is counted.
   */
  async list(scope: TenantScope, params: ParsedListQuery): Promise<ListResult<OrderListItem>> {
    const { query, filtered } = resolveFilters(params);
    if (params.status !== 'all') query.status = params.status;
    const page = { offset: (params.page - 1) * params.page_size, limit: params.page_size };
    const [rows, total, showTrue] = await Promise.all([
      this.deps.list.page(scope, query, page),
      filtered ? this.deps.list.count(scope, query) : this.keptCount(scope, params.status),
      this.showTrueTracking(scope),
    ]);
    const skus = await this.deps.lines.skusOf(
      scope,
      rows.map((row) => row.id),
    );
    const byOrder = new Map<number, { sku: string; quantity: number }[]>();
    for (const line of skus) {
      const list = byOrder.get(line.order_id) ?? [];
      list.push({ sku: line.sku, quantity: line.quantity });
      byOrder.set(line.order_id, list);
    }
    return { list: rows.map((row) => toListItem(row, byOrder.get(row.id) ?? [], showTrue)), total };
  }

  private async keptCount(scope: TenantScope, tab: OrderStatusTab): Promise<number> {
    const counts = await this.deps.counts.of(scope);
    if (tab !== 'all') return counts.get(tab) ?? 0;
    return [...counts.values()].reduce((sum, n) => sum + n, 0);
  }

  /** Every tab's count under the filters; the kept counts when there is no filter. */
  async statusCounts(scope: TenantScope, filters: ParsedFilters): Promise<{ counts: Record<OrderStatusTab, number> }> {
    const { query, filtered } = resolveFilters(filters);
    const byStatus = filtered ? await this.deps.list.countByStatus(scope, query) : await this.deps.counts.of(scope);
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
    const [contents, history, warehouses, showTrue] = await Promise.all([
      this.deps.lines.of(scope, id),
      this.deps.history.of(scope, id),
      this.deps.references.warehouses(),
      this.showTrueTracking(scope),
    ]);
    const warehouse = warehouses.find((w) => w.id === row.warehouse_id);
    const warehouseName = warehouse ? (lang === 'zh_CN' ? warehouse.name_cn : warehouse.name_en) : row.warehouse_code;
    return toDetail(row, { contents, history, warehouseName, showTrue, lang });
  }
}
