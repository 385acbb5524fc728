import { usePlatformHead } from '../../shared/platform';
import type { ShellRoute } from '../routing/route-table';
import { useActiveTitle } from './use-active-title';
import { useLeaveWarning } from './use-leave-warning';

/**
 * The document's title (the shown tab's) and the browser's leave warning. A component of its own,
 * rendering nothing, so that tab changes re-render it rather than the whole layout.
 */
export function ShellHead({ activeKey, route }: { activeKey: string; route: ShellRoute | undefined }) {
  usePlatformHead(useActiveTitle(activeKey, route));
  useLeaveWarning();
  return null;
}
