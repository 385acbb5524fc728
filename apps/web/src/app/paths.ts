import { HOME_PATH } from '../shared/routing/home-path';

export { HOME_PATH };
export const LOGIN_PATH = '/login';
export const PUBLIC_PATHS = ['/login', '/forget', '/send-email', '/register', '/invitation', '/500'] as const;
/** Reachable without an entry in the user's menu_list (spec section 2). */
export const EXEMPT_PATHS = ['/system/dictionary', '/system/organization', '/form/advanced'] as const;

export function loginUrl(from?: string): string {
  return from && from !== '/' && !from.startsWith(LOGIN_PATH)
    ? `${LOGIN_PATH}?from=${encodeURIComponent(from)}`
    : LOGIN_PATH;
}

/** The spec's "home/layout path": a 1010 there goes straight to login, without the modal. */
export function isHomeOrLayoutPath(pathname: string): boolean {
  return pathname === '/' || pathname === HOME_PATH;
}
