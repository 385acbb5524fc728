import type { OperationDef, QueryOf } from '@portal/contract';

/** A read a page makes as soon as it is shown, fetched ahead on a reload (app/preload-page). */
export interface PageRead {
  operation: OperationDef;
  query?: unknown;
}

/** A page's read, typed by its operation; the query must be the one the page itself asks. */
export function pageRead<O extends OperationDef>(operation: O, query?: QueryOf<O>): PageRead {
  return { operation, query };
}
