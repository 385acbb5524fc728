/**
 * The rights a main account grants a sub-account (docs/SECURITY.md, "Sub-account rights"): per menu
 * area a level, and export on its own. The main account holds every right and cannot lose one.
 * This module holds no zod: the menu is built from it before zod has loaded (the grant's schema
 * is `grant-schema.ts`).
 */
export const PERMISSION_AREAS = [
  'product',
  'order',
  'inbound',
  'inventory',
  'serial_number',
  'billing',
  'topup',
  'statistics',
  'integration',
  'operation_log',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** What a sub-account may do in an area: nothing (the area is hidden), read it, or also change it. */
export const AREA_LEVELS = ['none', 'view', 'manage'] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];

/**
 * What an operation asks of its area: `view` to read, `manage` to change, `export` to take a file of
 * its data out of the portal (a list's spreadsheet), which needs `view` of the area and the export right.
 */
export type Need = 'view' | 'manage' | 'export';

/** A sub-account's rights. An area it does not name is `none`. */
export interface Grant {
  areas: Partial<Record<PermissionArea, Exclude<AreaLevel, 'none'>>>;
  export: boolean;
}

/**
 * Who may call an operation or see a menu entry: an area's right, or `account`: any signed-in
 * account acting on itself or on what every account reads (its sessions, notices, the current user).
 */
export type Permission = PermissionArea | 'account';

export const FULL_GRANT: Grant = {
  areas: Object.fromEntries(PERMISSION_AREAS.map((area) => [area, 'manage'])) as Grant['areas'],
  export: true,
};

export const NO_GRANT: Grant = { areas: {}, export: false };

/** Whether an account may do `need` under `permission`. */
export function allows(
  account: { isMain: boolean; grant: Grant },
  permission: Permission | undefined,
  need: Need = 'view',
): boolean {
  if (account.isMain || permission === undefined || permission === 'account') return true;
  const level = account.grant.areas[permission];
  if (level === undefined) return false;
  if (need === 'manage') return level === 'manage';
  if (need === 'export') return account.grant.export;
  return true;
}

/** The level a grant gives an area (`none` when it names none). */
export function levelOf(grant: Grant, area: PermissionArea): AreaLevel {
  return grant.areas[area] ?? 'none';
}
