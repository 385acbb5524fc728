import type { InboundDetail } from '@portal/contract';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../shared/format/localized-name';
import { countColumn } from './count-column';

type Line = InboundDetail['lines'][number];

/** Per SKU: booked, arrived, qualified and shelved side by side. */
export function InboundLinesCard({ detail }: { detail: InboundDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t('inbound.detail.sections.lines')}>
      <Table<Line>
        size="small"
        bordered
        rowKey="sku"
        pagination={false}
        dataSource={detail.lines}
        scroll={{ x: 700 }}
        data-testid="inbound-detail-lines"
        columns={[
          { key: 'sku', dataIndex: 'sku', title: t('inbound.fields.sku'), width: 150 },
          { key: 'barcode', dataIndex: 'barcode', title: t('inbound.fields.barcode'), width: 140 },
          { key: 'name', title: t('inbound.fields.name'), render: (_, line) => localizedName(line, i18n.language) },
          countColumn('quantity', t('inbound.fields.booked')),
          countColumn('arrived', t('inbound.fields.arrived')),
          countColumn('qualified', t('inbound.fields.qualified')),
          countColumn('shelved', t('inbound.fields.shelved')),
        ]}
      />
    </Card>
  );
}
