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

/**
 * Which SKUs a sub-account reaches: all of the merchant's, or only those the main account chose
 * (kept beside the account, docs/SECURITY.md "SKU permissions").
 */
export const SKU_SCOPES = ['all', 'chosen'] as const;
export type SkuScope = (typeof SKU_SCOPES)[number];

/**
 * Areas whose figures total every SKU of the merchant (money, balances, statistics): a sub-account
 * limited to chosen SKUs cannot hold them, since no share of a mixed order's fee is "its" share.
 */
export const MERCHANT_WIDE_AREAS = ['billing', 'topup', 'statistics'] as const satisfies readonly PermissionArea[];

/** A sub-account's rights. An area it does not name is `none`. */
export interface Grant {
  areas: Partial<Record<PermissionArea, Exclude<AreaLevel, 'none'>>>;
  export: boolean;
  /** Left out: all SKUs. */
  skus?: SkuScope;
}

/**
 * Who may call an operation or see a menu entry: an area's right, or `account`: any signed-in
 * account acting on itself or on what every account reads (its sessions, notices, the current user).
 */
export type Permission = PermissionArea | 'account';

export const FULL_GRANT: Grant = {
  areas: Object.fromEntries(PERMISSION_AREAS.map((area) => [area, 'manage'])) as Grant['areas'],
  export: true,
  skus: 'all',
};

/** What an unreadable stored grant becomes: nothing, not even a SKU. */
export const NO_GRANT: Grant = { areas: {}, export: false, skus: 'chosen' };

/** Whether a grant holds an area a SKU-limited account may not (MERCHANT_WIDE_AREAS). */
export function merchantWideAreaOf(grant: Grant): PermissionArea | undefined {
  if (grant.skus !== 'chosen') return undefined;
  return MERCHANT_WIDE_AREAS.find((area) => grant.areas[area] !== undefined);
}

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
