import type { OperationDef } from '@portal/contract';
import type { z } from 'zod';
import { type PageRead, pageRead } from '../api/page-data';
import type { FilterCodec } from './filter-codecs';
import { type FilterValues, type ListSpec, listQueryOf } from './list-url-state';

/** A list's filter fields, each with the codec that keeps it in the address. */
export type FilterCodecs = Record<string, FilterCodec<unknown>>;

/** What the filter form holds: each filter field's value as its control takes it. */
export type FilterFormValues<F extends FilterCodecs> = {
  [K in keyof F]?: F[K] extends FilterCodec<infer V> ? V : never;
};

/**
 * Everything a list screen declares about its data: the list operation, the contract's filter
 * schema, its filter fields and how each is kept in the address, what it can be sorted by. The
 * list kit does the rest (address, requests, Search, selection, columns).
 */
export interface ListDefinition<O extends OperationDef, S extends z.ZodObject, F extends FilterCodecs>
  extends ListSpec<S> {
  /** Names the list where the columns a merchant picks are saved. */
  id: string;
  /** The list read: filters, `page`, `page_size` (and `sort_by`, `sort_order`) in, `{ list, total }` out. */
  operation: O;
  filters: F;
}

export type AnyListDefinition = ListDefinition<OperationDef, z.ZodObject, FilterCodecs>;

/** Declares a list; a filter keeping a parameter the contract's filter schema lacks is a mistake, found at once. */
export function defineList<O extends OperationDef, S extends z.ZodObject, F extends FilterCodecs>(
  definition: ListDefinition<O, S, F>,
): ListDefinition<O, S, F> {
  for (const [field, codec] of Object.entries(definition.filters)) {
    const unknown = codec.params(field).filter((param) => !Object.hasOwn(definition.filterSchema.shape, param));
    if (unknown.length > 0)
      throw new Error(`List ${definition.id}: filter ${field} keeps unknown ${unknown.join(', ')}`);
  }
  return definition;
}

/** The filter form's values for the filters the address holds. */
export function filtersToForm<S extends z.ZodObject, F extends FilterCodecs>(
  definition: ListDefinition<OperationDef, S, F>,
  filters: FilterValues<S>,
): FilterFormValues<F> {
  const texts: Record<string, string | undefined> = filters;
  const values = Object.entries(definition.filters).map(([field, codec]) => [field, codec.read(texts, field)]);
  return Object.fromEntries(values.filter(([, value]) => value !== undefined)) as FilterFormValues<F>;
}

/** The address's filters for what the filter form holds. */
export function formToFilters<S extends z.ZodObject, F extends FilterCodecs>(
  definition: ListDefinition<OperationDef, S, F>,
  form: FilterFormValues<F>,
): FilterValues<S> {
  const values: Record<string, unknown> = form;
  const texts = Object.entries(definition.filters).flatMap(([field, codec]) =>
    Object.entries(codec.write(values[field], field)),
  );
  return Object.fromEntries(texts.filter(([, text]) => text !== undefined)) as FilterValues<S>;
}

/**
 * A filter field's problem as the contract's filter schema sees it (too many batch lines, a name
 * too long), or undefined: the filter form says it under the field instead of sending it.
 */
export function filterIssues<S extends z.ZodObject, F extends FilterCodecs>(
  definition: ListDefinition<OperationDef, S, F>,
  field: keyof F & string,
  value: unknown,
): z.core.$ZodIssue | undefined {
  const codec = definition.filters[field];
  if (!codec) return undefined;
  const shape = definition.filterSchema.shape as Record<string, z.ZodType>;
  for (const [param, text] of Object.entries(codec.write(value, field))) {
    const result = text === undefined ? undefined : shape[param]?.safeParse(text);
    if (result && !result.success) return result.error.issues[0];
  }
  return undefined;
}

/** A list page's first read for the page registry (`reads`): the rows of its address, and any others given. */
export function listReads(
  definition: AnyListDefinition,
  ...others: PageRead[]
): (params: URLSearchParams) => PageRead[] {
  return (params) => [pageRead(definition.operation, listQueryOf(params, definition)), ...others];
}
