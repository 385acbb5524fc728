import { allows, type CurrentUser, neededLevel, type OperationDef, type Permission } from '@portal/contract';
import { useCallback } from 'react';
import { useCurrentUser } from './use-current-user';

/** What an operation declares about who may call it. */
export type MayCall = Pick<OperationDef, 'permission' | 'need' | 'changes' | 'mainAccountOnly'>;

/** Whether the user may call an operation, read from its declaration as the server reads it. */
export function mayCall(user: CurrentUser | undefined, operation: MayCall): boolean {
  if (!user) return false;
  const isMain = user.customer_sub_account_id === 0;
  if (operation.mainAccountOnly && !isMain) return false;
  return allows({ isMain, grant: user.grant }, operation.permission, neededLevel(operation));
}

/** Whether the user may see what an area shows (`view`), without naming an operation. */
export function maySee(user: CurrentUser | undefined, permission: Permission): boolean {
  return user !== undefined && allows({ isMain: user.customer_sub_account_id === 0, grant: user.grant }, permission);
}

/**
 * `may(operation)`: a page shows a button only when its operation would be allowed. The API refuses
 * it anyway; this keeps a sub-account from meeting the refusal.
 */
export function useMay(): (operation: MayCall) => boolean {
  const user = useCurrentUser().data;
  return useCallback((operation: MayCall) => mayCall(user, operation), [user]);
}
