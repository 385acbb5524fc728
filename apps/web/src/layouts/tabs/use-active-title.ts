import { useTranslation } from 'react-i18next';
import { useTabs } from '../../shared/tabs/tab-store';
import { tabTitleText } from '../../shared/tabs/tab-title';
import type { ShellRoute } from '../routing/route-table';

/**
 * The name of what is shown, for the document title: the shown tab's title ("Edit SKU MUG-01"),
 * or the route's until its tab has opened.
 */
export function useActiveTitle(activeKey: string, route: ShellRoute | undefined): string | undefined {
  const { t, i18n } = useTranslation();
  const tabs = useTabs();
  const title = tabs.find((tab) => tab.key === activeKey)?.title ?? route?.title;
  return title ? tabTitleText(title, t, i18n.language) : undefined;
}
