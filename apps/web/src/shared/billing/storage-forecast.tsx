import { type StorageForecastItem, storageFee } from '@portal/contract';
import { Card, Collapse, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../api/use-operation';
import { formatCents } from '../format/money';
import { formatVolume } from '../format/volume';

const PAGE_SIZE = 10;

/** The forecast as a card (the storage-fee page). */
export function StorageForecastCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('storageFees.forecast.title')} data-testid="storage-forecast">
      <StorageForecastTable />
    </Card>
  );
}

/**
 * The forecast as a panel that loads when opened (the inventory-age screen, narrowed to the warehouse
 * it filters on), so the age screen costs nothing more until it is asked for.
 */
export function StorageForecastPanel({ warehouseId }: { warehouseId?: number }) {
  const { t } = useTranslation();
  return (
    <Collapse
      data-testid="storage-forecast"
      items={[
        {
          key: 'forecast',
          label: t('storageFees.forecast.title'),
          children: <StorageForecastTable warehouseId={warehouseId} />,
        },
      ]}
    />
  );
}

/**
 * The storage-fee forecast per SKU and warehouse (dearest first): what stock on hand costs over the
 * next 30/60/90 days if nothing ships, and the units reaching a dearer tier within 7 days.
 */
function StorageForecastTable({ warehouseId }: { warehouseId?: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const forecast = useOperationQuery(storageFee.getStorageForecast, {
    page,
    page_size: PAGE_SIZE,
    ...(warehouseId === undefined ? {} : { warehouse_id: warehouseId }),
  });
  const cost = (key: 'cost_30' | 'cost_60' | 'cost_90') => (_: unknown, row: StorageForecastItem) =>
    formatCents(row[key]);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('storageFees.forecast.hint')}</Typography.Paragraph>
      <Table<StorageForecastItem>
        size="small"
        rowKey={(row) => `${row.product_id}@${row.warehouse_id}`}
        loading={forecast.isPending}
        dataSource={forecast.data?.list ?? []}
        scroll={{ x: 820 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: forecast.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { key: 'sku', dataIndex: 'sku', title: t('storageFees.forecast.sku'), width: 120, fixed: 'left' },
          { key: 'warehouse', dataIndex: 'warehouse_code', title: t('storageFees.forecast.warehouse'), width: 90 },
          { key: 'units', dataIndex: 'units', title: t('storageFees.forecast.units'), width: 80, align: 'right' },
          {
            key: 'volume',
            title: t('storageFees.forecast.volume'),
            width: 100,
            align: 'right',
            render: (_, row) => formatVolume(row.volume_m3, 'm3'),
          },
          {
            key: 'cost_30',
            title: t('storageFees.forecast.cost30'),
            width: 110,
            align: 'right',
            render: cost('cost_30'),
          },
          {
            key: 'cost_60',
            title: t('storageFees.forecast.cost60'),
            width: 110,
            align: 'right',
            render: cost('cost_60'),
          },
          {
            key: 'cost_90',
            title: t('storageFees.forecast.cost90'),
            width: 110,
            align: 'right',
            render: cost('cost_90'),
          },
          {
            key: 'crossing',
            title: t('storageFees.forecast.crossing'),
            width: 180,
            render: (_, row) =>
              row.crossing_date ? (
                <Typography.Text type="warning">
                  {t('storageFees.forecast.crossingValue', { units: row.crossing_units, date: row.crossing_date })}
                </Typography.Text>
              ) : (
                t('storageFees.forecast.none')
              ),
          },
        ]}
      />
    </>
  );
}
