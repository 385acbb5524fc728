import {
  AREA_LEVELS,
  type AreaLevel,
  allows,
  type Grant,
  type Need,
  PERMISSION_AREAS,
  type PermissionArea,
} from './permissions';

/**
 * The scopes of a named API key (docs/server/open-api.md "Named keys"): the sub-account areas and
 * levels, written `area:level` (`order:manage`, `inventory:view`). One rule with the sub-accounts'
 * rights: a key's scopes are read as a grant and checked by `allows`, so `manage` includes `view`.
 * Zod-free, like `permissions.ts`, so the web's screen takes it without the schemas.
 */
export type ScopeLevel = Exclude<AreaLevel, 'none'>;
export type ApiKeyScope = `${PermissionArea}:${ScopeLevel}`;

const SCOPE_LEVELS = AREA_LEVELS.filter((level): level is ScopeLevel => level !== 'none');

export const API_KEY_SCOPES: readonly ApiKeyScope[] = PERMISSION_AREAS.flatMap((area) =>
  SCOPE_LEVELS.map((level): ApiKeyScope => `${area}:${level}`),
);

export function scopeOf(area: PermissionArea, level: ScopeLevel): ApiKeyScope {
  return `${area}:${level}`;
}

function parseScope(scope: ApiKeyScope): { area: PermissionArea; level: ScopeLevel } {
  const [area, level] = scope.split(':') as [PermissionArea, ScopeLevel];
  return { area, level };
}

/** A key's scopes as the grant the route layer checks (the highest level named per area; no export). */
export function grantOfScopes(scopes: readonly ApiKeyScope[]): Grant {
  const areas: Grant['areas'] = {};
  for (const scope of scopes) {
    const { area, level } = parseScope(scope);
    if (areas[area] !== 'manage') areas[area] = level;
  }
  return { areas, export: false, skus: 'all' };
}

/** The scope an operation of `area` needing `need` asks of a key (an export asks for `view` and the export right, which no key has). */
export function scopeNeeded(area: PermissionArea, need: Need): ApiKeyScope {
  return scopeOf(area, need === 'manage' ? 'manage' : 'view');
}

/** The first scope an account may not hand to a key: one beyond its own rights (a sub-account gives at most what it holds). */
export function scopeBeyond(
  account: { isMain: boolean; grant: Grant },
  scopes: readonly ApiKeyScope[],
): ApiKeyScope | undefined {
  return scopes.find((scope) => {
    const { area, level } = parseScope(scope);
    return !allows(account, area, level);
  });
}

/** A key's stored scopes (a JSON list); anything unreadable or unknown grants nothing (fails closed). */
export function readScopes(stored: string): ApiKeyScope[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((scope): scope is ApiKeyScope => (API_KEY_SCOPES as readonly unknown[]).includes(scope));
  } catch {
    return [];
  }
}
