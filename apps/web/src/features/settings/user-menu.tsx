import type { CurrentUser } from '@portal/contract';

export function UserMenu(_props: { user: CurrentUser }) {
  return null;
}
