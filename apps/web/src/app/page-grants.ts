import type { MenuEntry } from '@portal/contract';
import { SESSION_KEYS } from '../shared/storage/storage-keys';

/**
 * The pages a session's menu grants, kept in this browser tab's session storage by the guard each
 * time the user is read, so that a reload can tell a page the user may not open (403) before the
 * user is read again, and ask for none of its data, without making allowed pages wait for the menu.
 * Rights changed since the last read show at the next one: a page newly granted waits for the menu
 * once, a page newly forbidden has its reads asked for once and refused by the server.
 */
interface SavedGrants {
  /** Whose: a digest of the session token, so another account's sign-in elsewhere is not trusted. */
  session: string;
  paths: string[];
}

/** Every path a menu_list names, at any depth. */
export function grantedPaths(menu: MenuEntry[]): Set<string> {
  const paths = new Set<string>();
  const visit = (entries: MenuEntry[]) => {
    for (const entry of entries) {
      paths.add(entry.path);
      visit(entry.children ?? []);
    }
  };
  visit(menu);
  return paths;
}

export function rememberGrants(token: string, menu: MenuEntry[]): void {
  const saved: SavedGrants = { session: sessionDigest(token), paths: [...grantedPaths(menu)] };
  try {
    sessionStorage.setItem(SESSION_KEYS.pageGrants, JSON.stringify(saved));
  } catch {
    // Storage full or off: a reload then waits for the menu before asking for a page's data.
  }
}

/** The pages this session's menu granted when last read in this tab, or null if not known. */
export function knownGrants(token: string): ReadonlySet<string> | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SESSION_KEYS.pageGrants) ?? 'null') as Partial<SavedGrants> | null;
    if (saved?.session !== sessionDigest(token) || !Array.isArray(saved.paths)) return null;
    return new Set(saved.paths.filter((path): path is string => typeof path === 'string'));
  } catch {
    return null;
  }
}

/**
 * FNV-1a over the token: enough to tell sessions apart, and no second copy of the secret
 * (the token itself is in the same origin's storage anyway).
 */
function sessionDigest(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}
