import { Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LossOrderDetail } from './loss-order-loader';
import { Difference } from './loss-order-state-tag';

type Line = LossOrderDetail['lines'][number];

/** Each SKU's appointment, arrival, qualified and actual units, and the difference. */
export function LossOrderLinesCard({ detail }: { detail: LossOrderDetail }) {
  const { t } = useTranslation();
  const count = (key: 'appointment' | 'arrival' | 'qualified' | 'actual') => ({
    key,
    dataIndex: key,
    title: t(`lossOrders.lineFields.${key}`),
    width: 100,
    align: 'right' as const,
  });
  return (
    <Card title={t('lossOrders.sections.lines')}>
      <Table<Line>
        size="small"
        bordered
        rowKey="sku"
        pagination={false}
        dataSource={detail.lines}
        scroll={{ x: 760 }}
        data-testid="loss-order-lines"
        columns={[
          { key: 'sku', dataIndex: 'sku', title: t('lossOrders.lineFields.sku'), width: 120, fixed: 'left' },
          {
            key: 'name',
            title: t('lossOrders.lineFields.name'),
            width: 180,
            render: (_, line) => (
              <Flex vertical>
                <span>{line.name_cn}</span>
                <Typography.Text type="secondary">{line.name_en}</Typography.Text>
              </Flex>
            ),
          },
          count('appointment'),
          count('arrival'),
          count('qualified'),
          count('actual'),
          {
            key: 'difference',
            title: t('lossOrders.lineFields.difference'),
            width: 100,
            align: 'right',
            render: (_, line) => <Difference value={line.difference} />,
          },
        ]}
      />
    </Card>
  );
}
