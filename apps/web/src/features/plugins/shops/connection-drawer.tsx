import { type ShopConnection, shopPlatform } from '@portal/contract';
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FocusReturnDrawer } from '../../../shared/focus/focus-return-drawer';
import { ShopOrdersTab } from './shop-orders-tab';
import { SkuMappingTab } from './sku-mapping-tab';

/**
 * A connection's SKU mapping and shop orders, in two tabs under its counts (imported, failed, SKUs
 * mapped), which the connection list leaves to this header so the list fits a desktop.
 */
export function ConnectionDrawer({ connection, onClose }: { connection: ShopConnection | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <FocusReturnDrawer
      open={connection !== null}
      onClose={onClose}
      // Room for the shop orders' six columns at 1440 px without scrolling; full width on a phone.
      width="min(1120px, 100vw)"
      title={
        connection
          ? t('plugins.shops.detailTitle', { name: connection.name, platform: shopPlatform(connection.platform).name })
          : ''
      }
      data-testid="shop-connection-drawer"
      destroyOnHidden
    >
      {connection ? (
        <>
          <Typography.Paragraph type="secondary">
            {t('plugins.shops.counts', {
              imported: connection.counts.orders_imported,
              failed: connection.counts.orders_failed,
              mapped: connection.counts.skus_mapped,
            })}
          </Typography.Paragraph>
          <Tabs
            items={[
              {
                key: 'mappings',
                label: t('plugins.shops.tabs.mappings'),
                children: <SkuMappingTab connection={connection} />,
              },
              {
                key: 'orders',
                label: t('plugins.shops.tabs.orders'),
                children: <ShopOrdersTab connection={connection} />,
              },
            ]}
          />
        </>
      ) : null}
    </FocusReturnDrawer>
  );
}
