/** The browser storage keys of the spec, and nothing else. */
export const STORAGE_KEYS = {
  token: 'token',
  theme: 'theme',
  lang: 'i18n-lang',
  platformType: 'platform_type',
} as const;

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

/** Saving a token replaces any old one. */
export function setToken(token: string): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.setItem(STORAGE_KEYS.token, token);
}

export function clearToken(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
}

/**
 * Session storage (this browser tab only), outside the spec's keys: when the app last reloaded
 * itself for code a deploy replaced (`shared/lazy/code-recovery.ts`), so it does so once; the pages
 * the session's menu granted (`app/page-grants.ts`), so a reload asks for no data of a forbidden page.
 */
export const SESSION_KEYS = { codeReloadAt: 'code-reload-at', pageGrants: 'page-grants' } as const;
