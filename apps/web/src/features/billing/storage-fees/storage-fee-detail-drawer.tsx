import { type StorageChargeLine, storageFee } from '@portal/contract';
import { Descriptions, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { FocusReturnDrawer } from '../../../shared/focus/focus-return-drawer';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { formatVolume } from '../../../shared/format/volume';

const MICRO_PER_USD = 1_000_000;
const usd = (micro: number, digits: number) => (micro / MICRO_PER_USD).toFixed(digits);

/** One day's storage fee (asked by id, so a link opens it): its totals and a line per SKU and inventory-age layer. */
export function StorageFeeDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const detail = useOperationQuery(storageFee.getStorageFeeDetail, { id: id ?? 0 }, { enabled: id !== null });
  const charge = id === null ? undefined : detail.data?.charge;
  const lines = detail.data?.lines ?? [];
  return (
    <FocusReturnDrawer
      open={id !== null}
      loading={id !== null && detail.isPending}
      onClose={onClose}
      width="min(960px, 100vw)"
      title={charge && t('storageFees.detail.title', { warehouse: charge.warehouse_code, date: charge.charge_date })}
      data-testid="storage-fee-detail"
    >
      {charge && (
        <Flex vertical gap={16}>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 3 }}>
            <Descriptions.Item label={t('storageFees.fields.stored_volume_m3')}>
              {formatVolume(charge.stored_volume_m3, 'm3')}
            </Descriptions.Item>
            <Descriptions.Item label={t('storageFees.fields.charged_volume_m3')}>
              {formatVolume(charge.charged_volume_m3, 'm3')}
            </Descriptions.Item>
            <Descriptions.Item label={t('storageFees.fields.receivable')}>
              {charge.currency} {formatCents(charge.receivable)}
            </Descriptions.Item>
            <Descriptions.Item label={t('storageFees.fields.discount')}>
              {formatCents(charge.discount)} (
              {t('storageFees.detail.discountRate', { percent: charge.discount_bp / 100 })})
            </Descriptions.Item>
            <Descriptions.Item label={t('storageFees.fields.net')}>
              {charge.currency} {formatCents(charge.net)}
            </Descriptions.Item>
          </Descriptions>
          {detail.data && lines.length === 0 ? (
            <Typography.Text type="secondary">{t('storageFees.detail.empty')}</Typography.Text>
          ) : (
            <Table<StorageChargeLine>
              size="small"
              bordered
              loading={detail.isPending}
              rowKey="layer_id"
              pagination={false}
              dataSource={lines}
              scroll={{ x: 1000 }}
              data-testid="storage-fee-lines"
              columns={[
                { key: 'sku', dataIndex: 'sku', title: t('storageFees.detail.sku'), width: 110, fixed: 'left' },
                {
                  key: 'name',
                  title: t('storageFees.detail.name'),
                  width: 160,
                  render: (_, line) => (
                    <Flex vertical>
                      <span>{line.name_cn}</span>
                      <Typography.Text type="secondary">{line.name_en}</Typography.Text>
                    </Flex>
                  ),
                },
                {
                  key: 'received_at',
                  title: t('storageFees.detail.receivedAt'),
                  width: 160,
                  render: (_, line) => formatDateTime(line.received_at),
                },
                {
                  key: 'age',
                  dataIndex: 'age_days',
                  title: t('storageFees.detail.ageDays'),
                  width: 90,
                  align: 'right',
                },
                {
                  key: 'tier',
                  dataIndex: 'tier_from_day',
                  title: t('storageFees.detail.tier'),
                  width: 110,
                  align: 'right',
                },
                { key: 'units', dataIndex: 'units', title: t('storageFees.detail.units'), width: 80, align: 'right' },
                {
                  key: 'volume',
                  title: t('storageFees.detail.volume'),
                  width: 100,
                  align: 'right',
                  render: (_, line) => formatVolume(line.volume_m3, 'm3'),
                },
                {
                  key: 'rate',
                  title: t('storageFees.detail.rate'),
                  width: 130,
                  align: 'right',
                  render: (_, line) => usd(line.daily_rate_micro, 4),
                },
                {
                  key: 'amount',
                  title: t('storageFees.detail.amount'),
                  width: 110,
                  align: 'right',
                  render: (_, line) => usd(line.amount_micro, 4),
                },
              ]}
            />
          )}
        </Flex>
      )}
    </FocusReturnDrawer>
  );
}
