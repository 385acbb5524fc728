import {
  CloseOutlined,
  ColumnWidthOutlined,
  MinusCircleOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { TabCommand } from './use-tab-commands';

type TabLabel = 'reload' | 'closeCurrent' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';

const ITEMS: { command: TabCommand; label: TabLabel; icon: ReactNode }[] = [
  { command: 'reload', label: 'reload', icon: <ReloadOutlined /> },
  { command: 'current', label: 'closeCurrent', icon: <CloseOutlined /> },
  { command: 'left', label: 'closeLeft', icon: <VerticalRightOutlined /> },
  { command: 'right', label: 'closeRight', icon: <VerticalLeftOutlined /> },
  { command: 'others', label: 'closeOthers', icon: <ColumnWidthOutlined /> },
  { command: 'all', label: 'closeAll', icon: <MinusCircleOutlined /> },
];

/** The tab menu (right click on a tab, or the bar's dropdown for the shown tab). */
export function tabMenu(t: TFunction, run: (command: TabCommand) => void): MenuProps {
  return {
    items: ITEMS.map(({ command, label, icon }) => ({ key: command, icon, label: t(`tabs.${label}`) })),
    onClick: ({ key, domEvent }) => {
      // A click inside a tab's label would otherwise also switch to that tab.
      domEvent.stopPropagation();
      const item = ITEMS.find((i) => i.command === key);
      if (item) run(item.command);
    },
  };
}

const TAB_ITEM = 'tab:';

/**
 * The bar's menu: the open tabs, to show one, then the commands for the shown tab. antd's own list
 * of the tabs that do not fit is hidden (tab-bar.css): its button sat inside the tab list, where
 * only tabs may be (WCAG 4.1.2).
 */
export function barMenu(
  t: TFunction,
  tabs: { key: string; title: string }[],
  activeKey: string | undefined,
  show: (key: string) => void,
  run: (command: TabCommand) => void,
): MenuProps {
  const commands = tabMenu(t, run);
  return {
    items: [
      {
        type: 'group',
        key: 'open-tabs',
        label: t('tabs.openTabs'),
        children: tabs.map((tab) => ({ key: `${TAB_ITEM}${tab.key}`, label: tab.title })),
      },
      { type: 'divider' },
      ...(commands.items ?? []),
    ],
    selectable: true,
    selectedKeys: activeKey ? [`${TAB_ITEM}${activeKey}`] : [],
    onClick: (info) => {
      if (info.key.startsWith(TAB_ITEM)) show(info.key.slice(TAB_ITEM.length));
      else commands.onClick?.(info);
    },
  };
}
