import type { StorageCharge } from '@portal/contract';
import { Button, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../shared/format/money';
import { formatVolume } from '../../../shared/format/volume';
import type { ListColumn } from '../../../shared/list/list-columns';

const money = (key: 'receivable' | 'discount' | 'net') => (_: unknown, row: StorageCharge) => formatCents(row[key]);

/**
 * Spec 3 "Storage fee": settlement, date, warehouse, volumes, currency, receivable, discount, net, and the
 * detail. A phone shows date, warehouse and net.
 */
export function useStorageFeeColumns(open: (row: StorageCharge) => void): ListColumn<StorageCharge>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<StorageCharge>[]>(
    () => [
      {
        key: 'settled',
        title: t('storageFees.fields.settled'),
        width: 110,
        from: 'md',
        render: (_, row) => (
          <Tag color={row.settled ? 'green' : 'gold'}>
            {t(row.settled ? 'storageFees.settledStates.settled' : 'storageFees.settledStates.unsettled')}
          </Tag>
        ),
      },
      {
        key: 'charge_date',
        dataIndex: 'charge_date',
        title: t('storageFees.fields.charge_date'),
        width: 120,
        fixed: 'left',
        always: true,
        compact: { width: 100 },
      },
      {
        key: 'warehouse_code',
        dataIndex: 'warehouse_code',
        title: t('storageFees.fields.warehouse'),
        width: 100,
        always: true,
        compact: { width: 72 },
      },
      {
        key: 'stored_volume_m3',
        render: (_, row) => formatVolume(row.stored_volume_m3, 'm3'),
        title: t('storageFees.fields.stored_volume_m3'),
        width: 150,
        align: 'right',
        from: 'lg',
      },
      {
        key: 'charged_volume_m3',
        render: (_, row) => formatVolume(row.charged_volume_m3, 'm3'),
        title: t('storageFees.fields.charged_volume_m3'),
        width: 160,
        align: 'right',
        from: 'md',
      },
      { key: 'currency', dataIndex: 'currency', title: t('storageFees.fields.currency'), width: 80, from: 'lg' },
      {
        key: 'receivable',
        title: t('storageFees.fields.receivable'),
        width: 110,
        align: 'right',
        from: 'sm',
        render: money('receivable'),
      },
      {
        key: 'discount',
        title: t('storageFees.fields.discount'),
        width: 100,
        align: 'right',
        from: 'md',
        render: money('discount'),
      },
      {
        key: 'net',
        title: t('storageFees.fields.net'),
        width: 100,
        align: 'right',
        always: true,
        compact: { width: 80 },
        render: money('net'),
      },
      {
        key: 'details',
        title: t('storageFees.details'),
        width: 90,
        always: true,
        compact: { width: 72 },
        render: (_, row) => (
          <Button type="link" size="small" onClick={() => open(row)} data-testid={`storage-fee-detail-${row.id}`}>
            {t('storageFees.details')}
          </Button>
        ),
      },
    ],
    [t, open],
  );
}
