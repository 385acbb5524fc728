import type { PermissionArea } from '@portal/contract';

/** A sub-account's stored rights: each named area at `manage` (or `level`), export allowed unless said. */
export function grantJson(areas: readonly string[], level: 'view' | 'manage' = 'manage', exportAllowed = true): string {
  return JSON.stringify({
    areas: Object.fromEntries(areas.map((area) => [area as PermissionArea, level])),
    export: exportAllowed,
  });
}
