import { type StorageCharge, storageFee } from '@portal/contract';
import { Card, Flex, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StorageForecastCard } from '../../../shared/billing/storage-forecast';
import { ExportButton } from '../../../shared/export/export-button';
import { ColumnPicker } from '../../../shared/list/column-picker';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { useOpenedRecord } from '../../../shared/list/use-opened-record';
import { StorageFeeDetailDrawer } from './storage-fee-detail-drawer';
import { StorageFeeFilters } from './storage-fee-filters';
import { STORAGE_FEE_LIST } from './storage-fee-list';
import { useStorageFeeColumns } from './use-storage-fee-columns';

/** Warehouse (storage) fees (/billing/storage-fees): one row per warehouse and day, its detail (`?detail=` in the address), the export and the forecast. */
export default function StorageFeesPage() {
  const { t } = useTranslation();
  const list = useListScreen(STORAGE_FEE_LIST);
  const opened = useOpenedRecord();
  const { open } = opened;
  const show = useCallback((row: StorageCharge) => open(row.id), [open]);
  const columns = useListColumns(STORAGE_FEE_LIST.id, useStorageFeeColumns(show));
  return (
    <Flex vertical gap={16}>
      <Card>
        <StorageFeeFilters screen={list} />
        <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t('storageFees.hint')}</Typography.Text>
          <Flex gap={8}>
            <ExportButton operation={storageFee.exportStorageFee} query={list.filters} fileName="StorageFees" />
            <ColumnPicker columns={columns} />
          </Flex>
        </Flex>
        <ListScreenTable<StorageCharge>
          screen={list}
          columns={columns}
          rowKey="id"
          selectable={false}
          rowName={(row) => t('storageFees.rowName', { warehouse: row.warehouse_code, date: row.charge_date })}
        />
      </Card>
      <StorageForecastCard />
      <StorageFeeDetailDrawer id={opened.id} onClose={opened.close} />
    </Flex>
  );
}
