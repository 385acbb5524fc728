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
