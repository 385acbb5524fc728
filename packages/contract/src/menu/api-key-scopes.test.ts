import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, grantOfScopes, scopeBeyond, scopeNeeded } from './api-key-scopes';
import { allows, FULL_GRANT, PERMISSION_AREAS } from './permissions';

describe('API key scopes', () => {
  it('are the sub-account areas at view and manage, nothing else', () => {
    expect(API_KEY_SCOPES).toHaveLength(PERMISSION_AREAS.length * 2);
    expect(API_KEY_SCOPES).toContain('order:manage');
    expect(API_KEY_SCOPES).toContain('inventory:view');
    expect(API_KEY_SCOPES).not.toContain('order:none');
  });

  it('read as a grant: manage includes view, an area not named is refused, no export', () => {
    const key = { isMain: false, grant: grantOfScopes(['order:view', 'order:manage', 'inventory:view']) };
    expect(allows(key, 'order', 'manage')).toBe(true);
    expect(allows(key, 'inventory', 'view')).toBe(true);
    expect(allows(key, 'inventory', 'manage')).toBe(false);
    expect(allows(key, 'inbound', 'view')).toBe(false);
    expect(allows(key, 'order', 'export')).toBe(false);
  });

  it('name the scope an operation asks for', () => {
    expect(scopeNeeded('inbound', 'manage')).toBe('inbound:manage');
    expect(scopeNeeded('inventory', 'view')).toBe('inventory:view');
  });

  it('let a sub-account hand out only what it holds', () => {
    const sub = {
      isMain: false,
      grant: { areas: { order: 'manage' as const, inventory: 'view' as const }, export: false },
    };
    expect(scopeBeyond(sub, ['order:manage', 'inventory:view'])).toBeUndefined();
    expect(scopeBeyond(sub, ['order:view', 'inventory:manage'])).toBe('inventory:manage');
    expect(scopeBeyond({ isMain: true, grant: FULL_GRANT }, ['billing:manage'])).toBeUndefined();
  });
});

describe('stored scopes', () => {
  it('read back what was kept, and nothing from what cannot be read', async () => {
    const { readScopes } = await import('./api-key-scopes');
    expect(readScopes('["order:manage","inventory:view"]')).toEqual(['order:manage', 'inventory:view']);
    expect(readScopes('["order:admin","inventory:view"]')).toEqual(['inventory:view']);
    expect(readScopes('{"order":"manage"}')).toEqual([]);
    expect(readScopes('not json')).toEqual([]);
  });
});
