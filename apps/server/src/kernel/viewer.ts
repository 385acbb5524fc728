import { allows, type Grant, type Need, type Permission } from '@portal/contract';
import { AppError } from './app-error';

/** Who is calling: resolved from the `token` header for every `auth: 'user'` operation. */
export interface Viewer {
  sessionId: number;
  accountId: number;
  customerId: number;
  /** 0 for the main account, the account id for a sub-account (the spec's customer_sub_account_id). */
  subAccountId: number;
  isMain: boolean;
  /** What the account may do (the main account: everything). */
  grant: Grant;
}

/** The scope every merchant repository query takes: rows of one customer only. */
export interface TenantScope {
  customerId: number;
}

export function requirePermission(viewer: Viewer, permission: Permission | undefined, need: Need = 'view'): void {
  if (!allows(viewer, permission, need)) throw new AppError('PERMISSION_DENIED');
}
