import { PlusOutlined } from '@ant-design/icons';
import { SHOP_PLATFORMS, type ShopConnection, type ShopPlatformId, shop } from '@portal/contract';
import { Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../../shared/session/use-may';
import { ShopPlatformBadge } from './shop-platform-badge';

const DOES = ['orders_in', 'tracking_back', 'stock_out'] as const;

/**
 * One card per platform (spec 3's integrations and the Open API): its badge and name, what it does,
 * how it connects, how many connections the merchant has of it (and how many need attention), and Add
 * connection for an account that may manage integrations.
 */
export function ShopPlatformCards({
  connections,
  onAdd,
}: {
  /** The merchant's connections (all of them: at most SHOP_CONNECTION_MAX). */
  connections: readonly ShopConnection[] | undefined;
  onAdd(platform: ShopPlatformId): void;
}) {
  const { t } = useTranslation();
  const may = useMay();
  return (
    <Row gutter={[16, 16]}>
      {SHOP_PLATFORMS.map((platform) => {
        const own = connections?.filter((row) => row.platform === platform.platform) ?? [];
        const attention = own.filter((row) => row.status === 'needs_attention').length;
        return (
          <Col key={platform.platform} xs={24} md={12} xl={6}>
            <Card size="small" style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
              <Flex vertical gap={8} style={{ height: '100%' }} data-testid={`shop-platform-${platform.platform}`}>
                <Flex gap={12} align="center">
                  <ShopPlatformBadge platform={platform.platform} />
                  <Flex vertical>
                    <Typography.Title level={5} style={{ margin: 0 }}>
                      {platform.name}
                    </Typography.Title>
                    <Typography.Text type="secondary">
                      {own.length > 0
                        ? t('plugins.shops.connectionCount', { count: own.length })
                        : t('plugins.shops.noConnection')}
                      {attention > 0 ? (
                        <Tag color="red" style={{ marginInlineStart: 8 }}>
                          {t('plugins.shops.needsAttention', { count: attention })}
                        </Tag>
                      ) : null}
                    </Typography.Text>
                  </Flex>
                </Flex>
                <Flex wrap gap={4}>
                  {DOES.filter((does) => platform[does]).map((does) => (
                    <Tag key={does}>{t(`plugins.shops.does.${does}`)}</Tag>
                  ))}
                </Flex>
                <Typography.Paragraph type="secondary" style={{ margin: 0, flex: 1 }}>
                  {t(`plugins.shops.kinds.${platform.kind}`)}
                </Typography.Paragraph>
                {may(shop.createConnection) ? (
                  <Flex>
                    <Button
                      icon={<PlusOutlined />}
                      onClick={() => onAdd(platform.platform)}
                      aria-label={`${t('plugins.shops.add')}: ${platform.name}`}
                    >
                      {t('plugins.shops.add')}
                    </Button>
                  </Flex>
                ) : null}
              </Flex>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
