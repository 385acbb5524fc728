import type { CurrentUser } from '@portal/contract';

export function FirstLoginModals(_props: { user: CurrentUser }) {
  return null;
}
