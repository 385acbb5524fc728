import { PAGE_SIZES, type SortOrder } from '@portal/contract';
import type { z } from 'zod';

/** The contract's default page size (pageQuery), kept out of the URL when in use. */
export const DEFAULT_PAGE_SIZE = 20;

/** A list filter as the URL holds it: the text of each of the filter schema's fields. */
export type FilterValues<S extends z.ZodObject> = { [K in keyof z.input<S> & string]?: string };

/** What the address says about a list: its contract filter schema, what it sorts by, its page size. */
export interface ListSpec<S extends z.ZodObject = z.ZodObject> {
  filterSchema: S;
  /** The contract's sort fields of the list operation (`sortQuery`); none when it cannot be sorted. */
  sortFields?: readonly string[];
  defaultPageSize?: number;
  /**
   * Parameters the address holds beside the filters, set by a control outside the filter form (the
   * order list's status tab): the list operation is asked with them, Search and Reset keep them.
   */
  scopeSchema?: z.ZodObject;
}

export interface ListSort {
  by: string;
  order: SortOrder;
}

export interface ListState<S extends z.ZodObject> {
  filters: FilterValues<S>;
  page: number;
  pageSize: number;
  /** Absent: the list's own order. */
  sort?: ListSort;
  /** The values of the spec's `scopeSchema` the address holds (only for a list that has one). */
  scope?: Record<string, string>;
}

export function isPageSize(value: number): boolean {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

const LIST_PARAMS = ['page', 'page_size', 'sort_by', 'sort_order'];

/**
 * Reads a list's state from the address. A filter the contract would refuse (an address typed by
 * hand or kept from an older version) is dropped rather than sent, so the list still loads.
 */
export function readListState<S extends z.ZodObject>(params: URLSearchParams, spec: ListSpec<S>): ListState<S> {
  const filters = validParams(params, spec.filterSchema);
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('page_size'));
  const sortBy = params.get('sort_by');
  return {
    filters: filters as FilterValues<S>,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(pageSize) ? pageSize : (spec.defaultPageSize ?? DEFAULT_PAGE_SIZE),
    sort:
      sortBy && spec.sortFields?.includes(sortBy)
        ? { by: sortBy, order: params.get('sort_order') === 'desc' ? 'desc' : 'asc' }
        : undefined,
    ...(spec.scopeSchema ? { scope: validParams(params, spec.scopeSchema) } : {}),
  };
}

/** The parameters of a schema's fields the address holds and the schema takes. */
function validParams(params: URLSearchParams, schema: z.ZodObject): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const value = params.get(key);
    if (value === null || value.trim() === '') continue;
    if (field.safeParse(value).success) values[key] = value;
  }
  return values;
}

/** What the list operation is asked: the filters, the page, the page size and the order. */
export function listQuery<S extends z.ZodObject>(state: ListState<S>): Record<string, string | number> {
  const query: Record<string, string | number> = {
    ...definedTexts(state.filters),
    ...definedTexts(state.scope ?? {}),
    page: state.page,
    page_size: state.pageSize,
  };
  if (state.sort) Object.assign(query, { sort_by: state.sort.by, sort_order: state.sort.order });
  return query;
}

/**
 * The list operation's query for an address, exactly as the list asks it: the first screen fetches
 * a list's rows while its code is still loading, and the list then finds them in the cache.
 */
export function listQueryOf<S extends z.ZodObject>(params: URLSearchParams, spec: ListSpec<S>) {
  return listQuery(readListState(params, spec));
}

/**
 * The address of a list state. Parameters that are not the list's (another page's, say) are kept;
 * the first page, the default page size and the list's own order are left out, so a plain list
 * has a plain address.
 */
export function writeListState<S extends z.ZodObject>(
  current: URLSearchParams,
  spec: ListSpec<S>,
  state: ListState<S>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const scopeKeys = state.scope ? Object.keys(spec.scopeSchema?.shape ?? {}) : [];
  for (const key of [...Object.keys(spec.filterSchema.shape), ...scopeKeys, ...LIST_PARAMS]) next.delete(key);
  for (const [key, value] of Object.entries(definedTexts({ ...state.filters, ...state.scope }))) next.set(key, value);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.pageSize !== (spec.defaultPageSize ?? DEFAULT_PAGE_SIZE)) next.set('page_size', String(state.pageSize));
  if (state.sort) {
    next.set('sort_by', state.sort.by);
    next.set('sort_order', state.sort.order);
  }
  return next;
}

/** Changes whenever the filters do (not the page or order): a list's selection is dropped then. */
export function filtersKeyOf(filters: object): string {
  return JSON.stringify(definedTexts(filters));
}

function definedTexts(filters: object): Record<string, string> {
  const entries = Object.entries(filters as Record<string, string | undefined>).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}
