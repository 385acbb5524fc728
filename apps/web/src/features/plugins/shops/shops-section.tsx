import { SHOP_CONNECTION_MAX, type ShopConnection, type ShopPlatformId, shop } from '@portal/contract';
import { Flex, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { useOpenedRecord } from '../../../shared/list/use-opened-record';
import { ConnectionDialog } from './connection-dialog';
import { ConnectionDrawer } from './connection-drawer';
import { ALL_CONNECTIONS, CONNECTION_LIST } from './connection-list';
import { ShopPlatformCards } from './shop-platform-cards';
import { useConnectionColumns } from './use-connection-columns';

const OPENED_CONNECTION_PARAM = 'connection';

/**
 * Shop platforms: a card per platform with Add connection, and the merchant's connections (page and
 * platform in the address, like every list) with their row actions; a connection's name opens its
 * SKU mapping and shop orders in a drawer.
 */
export function ShopsSection() {
  const { t } = useTranslation();
  const list = useListScreen(CONNECTION_LIST);
  const all = useOperationQuery(shop.getConnectionList, ALL_CONNECTIONS);
  const [dialog, setDialog] = useState<{ platform: ShopPlatformId; editing: ShopConnection | null } | null>(null);
  const onEdit = useCallback((row: ShopConnection) => setDialog({ platform: row.platform, editing: row }), []);
  // The opened connection is kept in the address (`?connection=<id>`); its row comes from the full list,
  // so the drawer's counts follow a retry or a new mapping.
  const opened = useOpenedRecord(OPENED_CONNECTION_PARAM);
  const { open } = opened;
  const onOpen = useCallback((row: ShopConnection) => open(row.id), [open]);
  const openedConnection = all.data?.list.find((row) => row.id === opened.id) ?? null;
  const columns = useListColumns(CONNECTION_LIST.id, useConnectionColumns({ onEdit, onOpen }));
  return (
    <section aria-labelledby="shops-title">
      <Typography.Title level={4} id="shops-title" style={{ marginTop: 0 }}>
        {t('plugins.shops.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('plugins.shops.intro', { max: SHOP_CONNECTION_MAX })}
      </Typography.Paragraph>
      <ShopPlatformCards connections={all.data?.list} onAdd={(platform) => setDialog({ platform, editing: null })} />
      <Flex vertical gap={12} style={{ marginTop: 24 }}>
        <Typography.Title level={5} style={{ margin: 0 }} id="shop-connections-title">
          {t('plugins.shops.listTitle')}
        </Typography.Title>
        <ListScreenTable
          screen={list}
          columns={columns}
          rowKey="id"
          selectable={false}
          rowName={(row) => t('plugins.shops.rowName', { name: row.name })}
        />
      </Flex>
      <ConnectionDialog
        platform={dialog?.platform ?? null}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
      />
      <ConnectionDrawer connection={openedConnection} onClose={opened.close} />
    </section>
  );
}
