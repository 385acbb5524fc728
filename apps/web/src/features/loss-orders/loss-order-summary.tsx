import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../shared/format/date-time';
import { formatCents } from '../../shared/format/money';
import type { LossOrderDetail } from './loss-order-loader';
import { Difference, LossOrderStateTag } from './loss-order-state-tag';

/**
 * Number, type (and what it is measured against), source booking, warehouse, state, total difference,
 * and the insurance compensation credited when staff confirmed it.
 */
export function LossOrderSummary({ detail }: { detail: LossOrderDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="loss-order-no">
          {detail.loss_no}
        </Typography.Title>
      }
      extra={<LossOrderStateTag state={detail.state} />}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'type', label: t('lossOrders.fields.type'), children: t(`lossOrders.types.${detail.type}`) },
          { key: 'receiving_no', label: t('lossOrders.fields.receiving_no'), children: detail.receiving_no },
          { key: 'warehouse', label: t('lossOrders.fields.warehouse_code'), children: detail.warehouse_code },
          {
            key: 'difference',
            label: t('lossOrders.fields.difference'),
            children: <Difference value={detail.difference} />,
          },
          { key: 'created_at', label: t('lossOrders.fields.created_at'), children: formatDateTime(detail.created_at) },
          { key: 'updated_at', label: t('lossOrders.fields.updated_at'), children: formatDateTime(detail.updated_at) },
          ...(detail.compensation
            ? [
                {
                  key: 'compensation',
                  label: t('lossOrders.fields.compensation'),
                  children: t('lossOrders.compensationCredited', {
                    amount: `USD ${formatCents(detail.compensation.amount)}`,
                    id: detail.compensation.transaction_id,
                  }),
                },
              ]
            : []),
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t(`lossOrders.typeHint.${detail.type}`)}
      </Typography.Paragraph>
    </Card>
  );
}
