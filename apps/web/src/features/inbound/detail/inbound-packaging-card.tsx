import type { InboundDetail } from '@portal/contract';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../shared/format/localized-name';
import { countColumn } from './count-column';

type Packaging = InboundDetail['packaging'][number];

/** The merchant's own packaging sent with the booking: declared, and what the warehouse counted in. */
export function InboundPackagingCard({ detail }: { detail: InboundDetail }) {
  const { t, i18n } = useTranslation();
  if (detail.packaging.length === 0) return null;
  return (
    <Card title={t('inbound.detail.sections.packaging')}>
      <Table<Packaging>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        dataSource={detail.packaging}
        data-testid="inbound-detail-packaging"
        columns={[
          { key: 'code', dataIndex: 'code', title: t('inbound.fields.packagingCode'), width: 160 },
          { key: 'name', title: t('inbound.fields.name'), render: (_, line) => localizedName(line, i18n.language) },
          countColumn('quantity', t('inbound.fields.declared')),
          countColumn('received', t('inbound.fields.received')),
        ]}
      />
    </Card>
  );
}
