import type { InboundDetail } from '@portal/contract';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { type DetailBoxRow, detailBoxRows } from './detail-box-rows';

/** Every stored box with its items, the box cells merged across its items, and what arrived of each. */
export function InboundBoxesCard({ detail }: { detail: InboundDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const boxCell = (row: DetailBoxRow) => ({ rowSpan: row.span });
  return (
    <Card title={t('inbound.detail.sections.boxes')}>
      <Table<DetailBoxRow>
        size="small"
        bordered
        rowKey="key"
        pagination={false}
        dataSource={detailBoxRows(detail.boxes)}
        scroll={{ x: 900 }}
        data-testid="inbound-detail-boxes"
        columns={[
          {
            key: 'box_no',
            title: t('inbound.fields.box_no'),
            width: 80,
            onCell: boxCell,
            render: (_, r) => r.box.box_no,
          },
          {
            key: 'box_code',
            title: t('inbound.fields.box_code'),
            width: 170,
            onCell: boxCell,
            render: (_, r) => r.box.box_code,
          },
          { key: 'sku', title: t('inbound.fields.sku'), width: 150, render: (_, r) => r.item.sku },
          { key: 'quantity', title: t('inbound.fields.perBox'), width: 90, render: (_, r) => r.item.quantity },
          { key: 'arrived', title: t('inbound.fields.arrived'), width: 90, render: (_, r) => r.item.arrived },
          {
            key: 'weight',
            title: t('inbound.fields.weight_kg'),
            width: 100,
            onCell: boxCell,
            render: (_, r) => r.box.weight_kg,
          },
          {
            key: 'size',
            title: t('inbound.fields.size'),
            width: 140,
            onCell: boxCell,
            render: (_, r) => `${r.box.length_cm} × ${r.box.width_cm} × ${r.box.height_cm}`,
          },
          {
            key: 'arrived_at',
            title: t('inbound.fields.arrived_at'),
            width: 160,
            onCell: boxCell,
            render: (_, r) => (r.box.arrived_at ? formatDateTime(r.box.arrived_at) : ''),
          },
        ]}
      />
    </Card>
  );
}
