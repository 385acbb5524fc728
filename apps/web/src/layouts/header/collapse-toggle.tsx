import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { themeStore, useTheme } from '../../shared/theme/theme-store';

/**
 * Folds the side menu. It sits in the header, at the menu's end of it, in the side and mix
 * layouts alike: ProLayout's own button hangs off the menu's edge, over the tab bar.
 */
export function CollapseToggle() {
  const { t } = useTranslation();
  const { collapse } = useTheme();
  const label = t(collapse ? 'shell.expandMenu' : 'shell.collapseMenu');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-expanded={!collapse}
        data-testid="menu-collapse"
        icon={collapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={() => themeStore.update({ collapse: !collapse })}
      />
    </Tooltip>
  );
}
