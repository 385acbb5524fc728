import type { order } from '@portal/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../shared/format/localized-name';

type Component = order.OrderLine['components'][number];

/** What the four columns need: SKU 150, name 130, per package 110, in all 90. */
const COMPONENTS_WIDTH = 480;

/** A package line's components as the order was saved with them: units per package and in all for the line. */
export function PackageComponentsTable({ line }: { line: order.OrderLine }) {
  const { t, i18n } = useTranslation();
  return (
    <Table<Component>
      size="small"
      rowKey="product_id"
      pagination={false}
      dataSource={line.components}
      data-testid={`package-components-${line.sku}`}
      title={() => t('orderDetail.components.title', { code: line.sku })}
      style={{ maxWidth: 640 }}
      // Under a line of the lines table, which scrolls sideways, the row is as wide as the card shows:
      // on a phone the components scroll inside it instead of being cut off at its edge.
      scroll={{ x: COMPONENTS_WIDTH }}
      columns={[
        { key: 'sku', dataIndex: 'sku', title: t('orderDetail.components.sku'), width: 150 },
        {
          key: 'name',
          title: t('orderDetail.components.name'),
          render: (_, component) => localizedName(component, i18n.language),
        },
        {
          key: 'per_package',
          dataIndex: 'quantity_per_package',
          title: t('orderDetail.components.perPackage'),
          width: 110,
          align: 'right',
        },
        {
          key: 'total',
          dataIndex: 'total_quantity',
          title: t('orderDetail.components.total'),
          width: 90,
          align: 'right',
        },
      ]}
    />
  );
}
