import { PUBLIC_PATHS } from '../paths';

/**
 * A session token that came in the address (spec 2: "A token in the query is stored"), held here
 * until the guard decides what to do with it: the address itself must not keep it.
 */
let pending: string | null = null;

/**
 * Takes `token` out of the address bar before anything renders or loads, so it stays out of the
 * history and of Referer headers. Public pages keep theirs (an old reset link on /forget).
 */
export function captureLinkToken(location: Location = window.location, history: History = window.history): void {
  if ((PUBLIC_PATHS as readonly string[]).includes(location.pathname)) return;
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  if (token === null) return;
  params.delete('token');
  const search = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  if (token) pending = token;
}

/** A token met in a navigation inside the app (the address is cleaned by the router then). */
export function holdLinkToken(token: string): void {
  pending = token;
}

export function pendingLinkToken(): string | null {
  return pending;
}

export function clearLinkToken(): void {
  pending = null;
}
