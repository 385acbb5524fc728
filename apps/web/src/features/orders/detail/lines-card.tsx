import type { order } from '@portal/contract';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDimensions, formatMeasure } from '../../../shared/format/measures';
import { formatCents } from '../../../shared/format/money';
import { Thumbnail } from '../../../shared/images/thumbnail';
import { withEmptyCells } from '../../../shared/list/empty-cells';
import { PackageTag } from '../../../shared/products/package-components';
import { PackageComponentsTable } from './package-components-table';

type Line = order.OrderLine;

/**
 * The order's SKU lines as saved (spec 3 "Order SKU line"). A line naming a package (issue 27) is
 * marked as one, and its components — the SKUs whose stock the order takes — are listed under it,
 * always open: they are what the warehouse picks.
 */
export function LinesCard({ detail }: { detail: order.OrderDetail }) {
  const { t } = useTranslation();
  const packageLines = detail.items.filter((line) => line.package_id !== null).map((line) => line.id);
  return (
    <Card title={t('orderDetail.sections.lines')}>
      <Table<Line>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        dataSource={detail.items}
        scroll={{ x: 1040 }}
        data-testid="order-detail-lines"
        expandable={{
          expandedRowKeys: packageLines,
          rowExpandable: (line) => line.package_id !== null,
          showExpandColumn: false,
          expandedRowRender: (line) => <PackageComponentsTable line={line} />,
        }}
        columns={withEmptyCells<Line>([
          {
            key: 'sku',
            title: t('orderForm.lines.sku'),
            width: 170,
            render: (_, line) =>
              line.package_id === null ? (
                line.sku
              ) : (
                <>
                  <PackageTag />
                  {line.sku}
                </>
              ),
          },
          { key: 'name', dataIndex: 'name', title: t('orderForm.lines.name'), width: 180 },
          {
            key: 'unit_price',
            title: t('orderForm.lines.unit_price'),
            width: 110,
            align: 'right',
            render: (_, line) => formatCents(line.unit_price),
          },
          { key: 'quantity', dataIndex: 'quantity', title: t('orderForm.lines.quantity'), width: 80, align: 'right' },
          {
            key: 'image',
            title: t('orderForm.lines.image'),
            width: 70,
            render: (_, line) => <Thumbnail src={line.image_url} alt={line.sku} size={40} preview />,
          },
          { key: 'attributes', dataIndex: 'attributes', title: t('orderForm.lines.attributes'), width: 110 },
          { key: 'hs_code', dataIndex: 'hs_code', title: t('orderForm.lines.hs_code'), width: 100 },
          {
            key: 'weight',
            title: t('orderForm.lines.weight'),
            width: 90,
            align: 'right',
            render: (_, line) => formatMeasure(line.weight_g),
          },
          {
            key: 'dimensions',
            title: t('orderForm.lines.dimensions'),
            width: 130,
            // A package has no sizes of its own: its components are measured (and the parcel at packing).
            render: (_, line) =>
              line.package_id === null ? formatDimensions(line.length_cm, line.width_cm, line.height_cm) : null,
          },
          {
            key: 'serial_numbers',
            title: t('orderDetail.serialNumbers'),
            width: 140,
            render: (_, line) => line.serial_numbers.join(', '),
          },
        ])}
      />
    </Card>
  );
}
