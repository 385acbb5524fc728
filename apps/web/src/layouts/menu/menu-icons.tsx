import {
  AccountBookOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  CarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  ImportOutlined,
  InboxOutlined,
  MailOutlined,
  MoneyCollectOutlined,
  PayCircleOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType, CSSProperties } from 'react';

/**
 * Menu icons by the names menu_list sends. Only these are bundled (the whole icon set is several
 * hundred kB); a test checks every icon the menu registry names is here.
 */
export const MENU_ICONS: Record<string, ComponentType<{ style?: CSSProperties }>> = {
  AccountBookOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  CarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  ImportOutlined,
  InboxOutlined,
  MailOutlined,
  MoneyCollectOutlined,
  PayCircleOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
};

/** Colours of the "colourful icons" theme option, taken in turn by the first-level entries. */
const ICON_COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#f5222d', '#faad14'];

export function MenuIcon({ name, colorIndex }: { name: string; colorIndex?: number }) {
  const Icon = MENU_ICONS[name];
  if (!Icon) return null;
  const color = colorIndex === undefined ? undefined : ICON_COLORS[colorIndex % ICON_COLORS.length];
  return <Icon style={color ? { color } : undefined} />;
}
