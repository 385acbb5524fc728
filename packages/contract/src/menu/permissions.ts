/**
 * Operational permissions a main account can grant to a sub-account. The main account holds all.
 * Later screens add their checks by naming one of these on their operations and menu entries.
 */
export const PERMISSIONS = [
  'product',
  'order',
  'inbound',
  'inventory',
  'billing',
  'topup',
  'statistics',
  'integration',
  'serial_number',
  'operation_log',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export function hasPermission(
  account: { isMain: boolean; permissions: readonly string[] },
  permission: Permission | undefined,
): boolean {
  if (!permission || account.isMain) return true;
  return account.permissions.includes(permission);
}
