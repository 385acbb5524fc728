import { AppstoreOutlined, InboxOutlined, ShoppingCartOutlined, WalletOutlined } from '@ant-design/icons';
import type { MenuEntry } from '@portal/contract';
import { Card, Col, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuPaths } from './menu-paths';

const SHORTCUTS = [
  { key: 'sku', path: '/productsList', icon: <AppstoreOutlined /> },
  { key: 'order', path: '/order/create', icon: <ShoppingCartOutlined /> },
  { key: 'inbound', path: '/inbound/create', icon: <InboxOutlined /> },
  { key: 'topUp', path: '/billing/topUp', icon: <WalletOutlined /> },
] as const;

function Tile({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  return (
    <Space direction="vertical" size={4}>
      <Space size="small" style={{ fontSize: 20 }}>
        {icon}
        <Typography.Text strong>{title}</Typography.Text>
      </Space>
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </Space>
  );
}

/**
 * The first things a merchant does. Only the shortcuts whose page the user's menu has are shown: a
 * sub-account is not offered a page it may not open.
 */
export function ShortcutsCard({ menu }: { menu: MenuEntry[] }) {
  const { t } = useTranslation();
  const available = new Set(menuPaths(menu));
  return (
    <Card title={t('dashboard.shortcuts.title')}>
      <Row gutter={[12, 12]}>
        {SHORTCUTS.filter((shortcut) => available.has(shortcut.path)).map((shortcut) => (
          <Col key={shortcut.key} xs={12} md={6} data-testid={`shortcut-${shortcut.key}`}>
            <Link to={shortcut.path}>
              <Card hoverable size="small" style={{ height: '100%' }}>
                <Tile
                  icon={shortcut.icon}
                  title={t(`dashboard.shortcuts.${shortcut.key}`)}
                  hint={t(`dashboard.shortcuts.${shortcut.key}Hint`)}
                />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
