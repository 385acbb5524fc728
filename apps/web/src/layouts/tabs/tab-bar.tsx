import { CompressOutlined, DownOutlined, ExpandOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Tab } from '../../shared/tabs/tab-model';
import { tabTitleText } from '../../shared/tabs/tab-title';
import type { TabStyle } from '../../shared/theme/theme-settings';
import { themeStore } from '../../shared/theme/theme-store';
import { barMenu, tabMenu } from './tab-menu-items';
import type { TabCommand } from './use-tab-commands';
import { useTabMenuKeys } from './use-tab-menu-keys';
import './tab-bar.css';

interface TabBarProps {
  tabs: Tab[];
  activeKey: string | undefined;
  tabStyle: TabStyle;
  bodyFullscreen: boolean;
  run(command: TabCommand, key: string): unknown;
}

/** The bar of opened pages: switch, close, and a menu per tab (spec section 2, "Tabs"). */
export function TabBar({ tabs, activeKey, tabStyle, bodyFullscreen, run }: TabBarProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const menuKeys = useTabMenuKeys(activeKey);

  // Compared with the browser's address, not the page drawn: while a page opened from the menu is
  // still loading, the bar still marks the tab before it as active, and a click on that tab must
  // go back to it, not be taken for a click on the tab already shown.
  const showTab = (key: string) => {
    const tab = tabs.find((candidate) => candidate.key === key);
    if (tab && tab.fullPath !== window.location.pathname + window.location.search) void navigate(tab.fullPath);
  };

  const items = tabs.map((tab) => ({
    key: tab.key,
    closable: tab.closable,
    label: (
      <Dropdown
        trigger={['contextMenu']}
        open={menuKeys.menuFor === tab.key}
        onOpenChange={(open) => menuKeys.onOpenChange(tab.key, open)}
        // Opened from the keyboard the menu takes the focus, so the arrow keys walk its items.
        autoFocus
        menu={tabMenu(t, (command) => void run(command, tab.key))}
      >
        <span className="shell-tab-label" data-tab-key={tab.key}>
          {tabStyle === 'dot' && <span className="shell-tab-dot" />}
          {tabTitleText(tab.title, t, i18n.language)}
        </span>
      </Dropdown>
    ),
  }));

  const extra = (
    <div className="shell-tab-extra">
      <Dropdown
        trigger={['click']}
        autoFocus
        menu={barMenu(
          t,
          tabs.map((tab) => ({ key: tab.key, title: tabTitleText(tab.title, t, i18n.language) })),
          activeKey,
          showTab,
          (command) => activeKey && void run(command, activeKey),
        )}
      >
        <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('tabs.menu')} />
      </Dropdown>
      <Tooltip title={t(bodyFullscreen ? 'tabs.exitContentFullscreen' : 'tabs.contentFullscreen')}>
        <Button
          type="text"
          size="small"
          aria-label={t(bodyFullscreen ? 'tabs.exitContentFullscreen' : 'tabs.contentFullscreen')}
          icon={bodyFullscreen ? <CompressOutlined /> : <ExpandOutlined />}
          onClick={() => themeStore.setRuntime({ bodyFullscreen: !bodyFullscreen })}
        />
      </Tooltip>
    </div>
  );

  // The bar's buttons sit beside the tab list, not in it: a tab list may hold only tabs (WCAG 4.1.2).
  return (
    // Shift+F10 or the menu key on a focused tab opens its menu (use-tab-menu-keys.ts).
    <div ref={menuKeys.bar} className="shell-tab-row">
      <Tabs
        className={`shell-tabs shell-tabs-${tabStyle}`}
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activeKey}
        items={items}
        // Every click, also on the tab marked active (antd's onChange fires only for another tab).
        onTabClick={showTab}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') void run('current', key);
        }}
      />
      {extra}
    </div>
  );
}
