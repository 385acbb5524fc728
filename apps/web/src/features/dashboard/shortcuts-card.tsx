import { AppstoreOutlined, InboxOutlined, ShoppingCartOutlined, WalletOutlined } from '@ant-design/icons';
import type { MenuEntry } from '@portal/contract';
import { Card, Col, Row, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuPaths } from './menu-paths';

const SHORTCUTS = [
  { key: 'sku', path: '/productsList', icon: <AppstoreOutlined /> },
  { key: 'order', path: '/order/create', icon: <ShoppingCartOutlined /> },
  { key: 'inbound', path: '/products/packages', icon: <InboxOutlined /> },
  { key: 'topUp', path: '/billing/topUp', icon: <WalletOutlined /> },
] as const;

function Tile({ icon, title, hint, badge }: { icon: ReactNode; title: string; hint: string; badge?: ReactNode }) {
  return (
    <Space direction="vertical" size={4}>
      <Space size="small" style={{ fontSize: 20 }}>
        {icon}
        <Typography.Text strong>{title}</Typography.Text>
      </Space>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      {badge}
    </Space>
  );
}

/**
 * The first things a merchant does. A shortcut opens its page only when the user's menu has it
 * (pages not built yet, or not granted to a sub-account); otherwise it says it is coming.
 */
export function ShortcutsCard({ menu }: { menu: MenuEntry[] }) {
  const { t } = useTranslation();
  const available = new Set(menuPaths(menu));
  return (
    <Card title={t('dashboard.shortcuts.title')}>
      <Row gutter={[12, 12]}>
        {SHORTCUTS.map((shortcut) => {
          const title = t(`dashboard.shortcuts.${shortcut.key}`);
          const hint = t(`dashboard.shortcuts.${shortcut.key}Hint`);
          return (
            <Col key={shortcut.key} xs={12} md={6} data-testid={`shortcut-${shortcut.key}`}>
              {available.has(shortcut.path) ? (
                <Link to={shortcut.path}>
                  <Card hoverable size="small" style={{ height: '100%' }}>
                    <Tile icon={shortcut.icon} title={title} hint={hint} />
                  </Card>
                </Link>
              ) : (
                <Card size="small" aria-disabled style={{ height: '100%', opacity: 0.6, cursor: 'not-allowed' }}>
                  <Tile
                    icon={shortcut.icon}
                    title={title}
                    hint={hint}
                    badge={<Tag>{t('dashboard.shortcuts.comingSoon')}</Tag>}
                  />
                </Card>
              )}
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
