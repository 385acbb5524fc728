import type { CurrentUser } from '@portal/contract';

/** Placeholder: the layout (ProLayout, tabs, header, theme) is built in layouts/. */
export default function Shell({ user }: { user: CurrentUser }) {
  return <div data-testid="shell">{user.name}</div>;
}
