import { CURRENT_USER_PATH, type CurrentUser } from '@portal/contract';
import { request } from '../api/request';
import { getToken } from '../storage/storage-keys';

let prefetched: { token: string; reply: Promise<CurrentUser> } | null = null;

/**
 * Asks for the current user as soon as the app starts, while the signed-in pages are still
 * downloading, instead of after them: the guard then finds the answer on its way.
 */
export function prefetchCurrentUser(): Promise<CurrentUser> | null {
  const token = getToken();
  if (!token) return null;
  const reply = request<CurrentUser>({ method: 'GET', path: CURRENT_USER_PATH });
  // The guard reads the outcome; until it does, a failure must not count as unhandled.
  reply.catch(() => undefined);
  prefetched = { token, reply };
  return reply;
}

/** The early answer, once, and only for the session it was asked for. */
export function takePrefetchedCurrentUser(): Promise<CurrentUser> | null {
  const taken = prefetched;
  prefetched = null;
  return taken && taken.token === getToken() ? taken.reply : null;
}
