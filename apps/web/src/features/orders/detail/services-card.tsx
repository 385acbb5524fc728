import type { order } from '@portal/contract';
import { Card, Col, Descriptions, Row, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../shared/format/money';
import { EMPTY_CELL } from '../../../shared/list/empty-cells';
import { tableEmpty } from '../../../shared/list/table-empty';

const TAX_CODES = ['vat', 'ioss', 'gst', 'icms'] as const;

/** Value-added services, consumables, tax codes (VAT, IOSS, GST, ICMS) and the note. */
export function ServicesCard({ detail }: { detail: order.OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card title={t('orderDetail.sections.services')} data-testid="order-services">
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('orderForm.sections.services')}</Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey="code"
            dataSource={detail.value_added_services}
            locale={{ emptyText: tableEmpty(t('orderDetail.noServices')) }}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('orderForm.services.code') },
              { key: 'quantity', dataIndex: 'quantity', title: t('orderForm.services.quantity'), align: 'right' },
              {
                key: 'price',
                title: t('orderDetail.unitPrice'),
                align: 'right',
                render: (_, service) => formatCents(service.unit_price),
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('orderForm.sections.consumables')}
          </Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={detail.consumables}
            locale={{ emptyText: tableEmpty(t('orderDetail.noConsumables')) }}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('orderForm.consumables.id') },
              { key: 'quantity', dataIndex: 'quantity', title: t('orderForm.consumables.quantity'), align: 'right' },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              ...TAX_CODES.map((code) => ({
                key: code,
                label: t(`orderLabels.taxCodes.${code}`),
                children: detail.tax_codes[code] || EMPTY_CELL,
              })),
              { key: 'note', label: t('orderLabels.fields.note'), children: detail.note || EMPTY_CELL },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );
}
