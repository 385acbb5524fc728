import { isLogged, type OperationDef } from '../core/operation';
import type { Resource } from '../core/resources';

/**
 * A read's reply is old after a write when the write changes a resource the read shows. Every logged
 * write also adds to the operation log, which no write names.
 */
export function changesWhatItShows(write: Pick<OperationDef, 'changes'>, shows: readonly Resource[]): boolean {
  if (shows.includes('operationLog') && isLogged(write)) return true;
  return (write.changes ?? []).some((resource) => shows.includes(resource));
}

/**
 * What an operation has not declared: a POST its `changes`, a GET its `shows`; a GET changes
 * nothing. Empty when the operation declares what the contract asks of it.
 */
export function missingTags(operation: OperationDef): string[] {
  const missing: string[] = [];
  if (operation.method === 'POST' && !operation.changes) missing.push('changes');
  if (operation.method === 'GET' && !operation.shows) missing.push('shows');
  if (operation.method === 'GET' && operation.changes) missing.push('no changes on a GET');
  return missing;
}
