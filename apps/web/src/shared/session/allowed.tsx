import type { ReactNode } from 'react';
import { type MayCall, useMay } from './use-may';

/** Shows its children (a page's Add button) only when the account may call `operation`. */
export function Allowed({ operation, children }: { operation: MayCall; children: ReactNode }) {
  const may = useMay();
  return may(operation) ? children : null;
}
