import { HOME_PATH } from '../../shared/routing/home-path';

/** The public pages of this feature (routed in app/app-routes.tsx). */
export const AUTH_PATHS = {
  login: '/login',
  register: '/register',
  forget: '/forget',
  sendEmail: '/send-email',
  invitation: '/invitation',
} as const;

const AUTH_PAGES: readonly string[] = Object.values(AUTH_PATHS);

/**
 * Where to go after signing in. `from` comes from the address bar, so only a path of this site is
 * followed (never `//host` or `https://…`, which would make the login page an open redirect), and
 * never back to an auth page.
 */
export function afterLoginPath(from: string | null, origin: string = window.location.origin): string {
  if (!from?.startsWith('/') || from.startsWith('//') || from.includes('\\')) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== origin || AUTH_PAGES.includes(url.pathname) || url.pathname === '/') return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
