import { PAGE_SIZES } from '@portal/contract';
import type { z } from 'zod';

/** The contract's default page size (pageQuery), kept out of the URL when in use. */
export const DEFAULT_PAGE_SIZE = 20;

/** A list filter as the URL holds it: the text of each of the filter schema's fields. */
export type FilterValues<S extends z.ZodObject> = { [K in keyof z.input<S> & string]?: string };

export interface ListState<S extends z.ZodObject> {
  filters: FilterValues<S>;
  page: number;
  pageSize: number;
}

export function isPageSize(value: number): boolean {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/**
 * Reads a list's state from the address. A filter the contract would refuse (an address typed by
 * hand or kept from an older version) is dropped rather than sent, so the list still loads.
 */
export function readListState<S extends z.ZodObject>(
  params: URLSearchParams,
  schema: S,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): ListState<S> {
  const filters: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const value = params.get(key);
    if (value === null || value.trim() === '') continue;
    if (field.safeParse(value).success) filters[key] = value;
  }
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('page_size'));
  return {
    filters: filters as FilterValues<S>,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(pageSize) ? pageSize : defaultPageSize,
  };
}

/** What the list operation is asked: the filters, the page and the page size. */
export function listQuery<S extends z.ZodObject>(state: ListState<S>) {
  return { ...state.filters, page: state.page, page_size: state.pageSize };
}

/**
 * The list operation's query for an address, exactly as the list asks it: the first screen fetches
 * a list's rows while its code is still loading, and the list then finds them in the cache.
 */
export function listQueryOf<S extends z.ZodObject>(
  params: URLSearchParams,
  schema: S,
  defaultPageSize = DEFAULT_PAGE_SIZE,
) {
  return listQuery(readListState(params, schema, defaultPageSize));
}

/**
 * The address of a list state. Parameters that are not the list's (a status tab, say) are kept;
 * the first page and the default page size are left out, so a plain list has a plain address.
 */
export function writeListState<S extends z.ZodObject>(
  current: URLSearchParams,
  schema: S,
  state: ListState<S>,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [...Object.keys(schema.shape), 'page', 'page_size']) next.delete(key);
  for (const [key, value] of Object.entries(state.filters) as [string, string | undefined][]) {
    if (value !== undefined && value.trim() !== '') next.set(key, value);
  }
  if (state.page > 1) next.set('page', String(state.page));
  if (state.pageSize !== defaultPageSize) next.set('page_size', String(state.pageSize));
  return next;
}
