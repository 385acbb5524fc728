import {
  type Lang,
  type ListResult,
  PARCEL_STATUS_TABS,
  type ParcelDetail,
  type ParcelListItem,
  type ParcelStatusTab,
  type ParsedQueryOf,
  type selfServiceOrder,
} from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { ParcelServiceDeps } from './parcel-deps';
import type { ParcelQuery } from './parcel-list-repository';
import { filtersOf } from './parcel-values';
import { type ParcelNames, toDetail, toListItem } from './parcel-view';

type ListQuery = ParsedQueryOf<typeof selfServiceOrder.getParcelList>;
type Filters = ParsedQueryOf<typeof selfServiceOrder.getParcelStatusCount>;

/**
 * Whether the query narrows nothing but the status: then the kept counts (`parcel_status_counts`)
 * answer it. Any filter set, including one added later, counts the parcels themselves.
 */
function unfiltered(query: ParcelQuery): boolean {
  return Object.entries(query).every(
    ([key, value]) =>
      key === 'status' || value === undefined || value === false || (Array.isArray(value) && value.length === 0),
  );
}

/** The merchant's reads: the list with its batch search, the counts per status tab, a parcel's detail. */
export class ParcelReadService {
  constructor(
    private readonly deps: Pick<
      ParcelServiceDeps,
      'parcelLookups' | 'parcelLists' | 'counts' | 'history' | 'references' | 'shipping'
    >,
  ) {}

  /** The names a page of parcels is shown with: warehouses and methods, read once per request. */
  async names(lang: Lang): Promise<ParcelNames> {
    const [warehouses, methods] = await Promise.all([
      this.deps.references.warehouses(),
      this.deps.shipping.methodsOf(),
    ]);
    return {
      warehouses: new Map(warehouses.map((w) => [w.id, w])),
      methods: new Map(methods.map((m) => [m.code, m])),
      lang,
    };
  }

  async list(
    scope: TenantScope,
    query: ListQuery,
    lang: Lang,
  ): Promise<ListResult<ParcelListItem> & { not_found?: string[] }> {
    const filters = filtersOf(query);
    const status = query.status === 'all' ? undefined : query.status;
    const [rows, total, names, matched] = await Promise.all([
      this.deps.parcelLists.list(
        scope,
        { ...filters, status },
        {
          offset: (query.page - 1) * query.page_size,
          limit: query.page_size,
        },
      ),
      this.total(scope, { ...filters, status }),
      this.names(lang),
      filters.numbers?.length ? this.deps.parcelLists.matched(scope, filters) : undefined,
    ]);
    const result: ListResult<ParcelListItem> & { not_found?: string[] } = {
      list: rows.map((row) => toListItem(row, names)),
      total,
    };
    if (matched && filters.numbers) {
      const found = new Set<string>();
      for (const row of matched) {
        found.add(row.parcel_no.toUpperCase());
        if (row.customer_ref) found.add(row.customer_ref);
        if (row.tracking_number) found.add(row.tracking_number);
      }
      result.not_found = filters.numbers.filter((n) => !found.has(n) && !found.has(n.toUpperCase()));
    }
    return result;
  }

  /** How many parcels the list holds: the kept count of the tab when nothing else is filtered. */
  private async total(scope: TenantScope, query: ParcelQuery): Promise<number> {
    if (!unfiltered(query)) return this.deps.parcelLists.count(scope, query);
    const kept = await this.deps.counts.of(scope);
    if (query.status) return kept.get(query.status) ?? 0;
    return [...kept.values()].reduce((sum, n) => sum + n, 0);
  }

  /** Every tab's count under the filters; the kept counts when there is none. */
  async counts(scope: TenantScope, query: Filters): Promise<{ counts: Record<ParcelStatusTab, number> }> {
    const filters = filtersOf(query);
    const byStatus = unfiltered(filters)
      ? await this.deps.counts.of(scope)
      : await this.deps.parcelLists.countByStatus(scope, filters);
    const counts = Object.fromEntries(PARCEL_STATUS_TABS.map((tab) => [tab, 0])) as Record<ParcelStatusTab, number>;
    for (const [status, n] of byStatus) {
      counts[status] = n;
      counts.all += n;
    }
    return { counts };
  }

  async detail(scope: TenantScope, id: number, lang: Lang): Promise<ParcelDetail> {
    const row = await this.deps.parcelLookups.find(scope, id);
    if (!row) throw new AppError('PARCEL_NOT_FOUND');
    const [names, pieces, lines, transitions, events, exceptions] = await Promise.all([
      this.names(lang),
      this.deps.parcelLookups.pieces(scope, id),
      this.deps.parcelLookups.customsLines(scope, id),
      this.deps.history.transitions(scope, id),
      this.deps.history.trackingEvents(scope, id),
      this.deps.history.exceptions(scope, id),
    ]);
    return toDetail(row, names, { pieces, lines, transitions, events, exceptions });
  }
}
