import { CoreErrorCode, type CurrentUser, user } from '@portal/contract';
import { ApiError } from '../../shared/api/api-error';
import { callOperation } from '../../shared/api/call-operation';

/** What to do with a token that came in the address, given the session already held. */
export type LinkTokenOutcome =
  | { kind: 'adopt' }
  | { kind: 'ignore'; invalid: boolean }
  | { kind: 'ask'; current: CurrentUser; next: CurrentUser };

async function whoIs(token: string): Promise<CurrentUser | null> {
  try {
    return await callOperation(user.getCurrentUser, { token, silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === CoreErrorCode.SESSION_EXPIRED) return null;
    throw error;
  }
}

function sameAccount(a: CurrentUser, b: CurrentUser): boolean {
  return a.customer_id === b.customer_id && a.customer_sub_account_id === b.customer_sub_account_id;
}

/**
 * A link's token replaces no live session of another account without asking: otherwise a link
 * could sign the user into someone else's account (login CSRF). Without a live session, or for the
 * same account, it is simply stored; a token that no longer works is dropped.
 */
export async function resolveLinkToken(linkToken: string, stored: string | null): Promise<LinkTokenOutcome> {
  if (!stored || stored === linkToken) return { kind: 'adopt' };
  const [next, current] = await Promise.all([whoIs(linkToken), whoIs(stored)]);
  if (!next) return { kind: 'ignore', invalid: true };
  if (!current || sameAccount(current, next)) return { kind: 'adopt' };
  return { kind: 'ask', current, next };
}
