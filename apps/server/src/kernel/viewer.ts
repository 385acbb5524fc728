import { allows, type Grant, type Need, type Permission } from '@portal/contract';
import { AppError } from './app-error';

/** Who is calling: resolved from the `token` header for every `auth: 'user'` operation. */
export interface Viewer extends TenantScope {
  sessionId: number;
  accountId: number;
  /** 0 for the main account, the account id for a sub-account (the spec's customer_sub_account_id). */
  subAccountId: number;
  isMain: boolean;
  /** What the account may do (the main account: everything). */
  grant: Grant;
}

/**
 * The scope every merchant repository query takes: rows of one customer only and, for a sub-account
 * limited to chosen SKUs, only its SKUs and the records holding none but them (`db/sku-scope.ts`
 * applies it; a scope built for staff or a job leaves it out and reaches every SKU).
 */
export interface TenantScope {
  customerId: number;
  /** The account whose chosen SKUs (`account_skus`) limit this scope; absent: all SKUs. */
  skusOf?: number;
}

export function requirePermission(viewer: Viewer, permission: Permission | undefined, need: Need = 'view'): void {
  if (!allows(viewer, permission, need)) throw new AppError('PERMISSION_DENIED');
}
